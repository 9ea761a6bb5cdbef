import { Link, useSearchParams } from '@app/router';
import { formatDateTime, formatMoney, type StaffCourse } from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge } from '@app/ui';
import {
  DataTable,
  type DataTableColumn,
  StaffPageHeader,
  UrlFilterSelect,
  useStaffTableQuery,
} from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useStaffCourses } from '../features/staff-catalogue/api/get-courses';
import { useCatalogueOptions } from '../features/staff-catalogue/api/get-options';
import { CourseOrder } from '../features/staff-catalogue/components/course-order';
import { messages } from '../messages';

const t = messages.staffCatalogue;
const c = t.courses.columns;

const columns: DataTableColumn<StaffCourse>[] = [
  {
    id: 'name',
    header: c.name,
    sortable: true,
    cell: (course) => (
      <Link to={staffPathFor('catalogue-course', { id: course.id })} aria-label={t.courses.open(course.name)}>
        {course.name}
      </Link>
    ),
  },
  { id: 'teachers', header: c.teachers, cell: (course) => course.teachers.map((x) => x.name).join('، ') },
  { id: 'price', header: c.price, align: 'end', sortable: true, cell: (course) => formatMoney(course.price) },
  {
    id: 'state',
    header: c.state,
    cell: (course) =>
      course.published ? (
        <Badge tone="success">{t.states.published}</Badge>
      ) : (
        <Badge tone="warning">{t.states.draft}</Badge>
      ),
  },
  {
    id: 'created_at',
    header: c.created,
    sortable: true,
    cell: (course) => formatDateTime(course.created_at),
  },
];

/**
 * /staff/courses: every course (a teacher's own), drafts too, searched and filtered by state; the
 * desk (no teacher of its own) also orders them for the students.
 */
export default function CoursesPage() {
  const options = useCatalogueOptions();
  const desk = options.data?.own_teacher_id === null;
  const [query] = useStaffTableQuery({ per_page: 20 });
  const [params] = useSearchParams();
  const stateParam = params.get('state');
  const state = stateParam === 'published' || stateParam === 'draft' ? stateParam : undefined;
  const sort =
    query.sort === 'name' || query.sort === 'price' || query.sort === 'created_at' ? query.sort : undefined;
  const courses = useStaffCourses({
    page: query.page,
    per_page: query.per_page,
    sort,
    order: query.order,
    q: query.q || undefined,
    state,
  });

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.courses.title}
        description={t.courses.description}
        actions={
          <Link to={staffPathFor('catalogue-course', { id: 'new' })} className={css({ fontWeight: 'bold' })}>
            {t.courses.create}
          </Link>
        }
      />
      <DataTable
        caption={t.courses.caption}
        columns={columns}
        rows={courses.data?.items}
        total={courses.data?.total ?? 0}
        rowKey={(course) => course.id}
        status={courses.status}
        onRetry={() => void courses.refetch()}
        emptyText={t.courses.empty}
        searchLabel={t.courses.search}
        toolbar={
          <UrlFilterSelect
            name="state"
            label={t.courses.stateFilter}
            allLabel={t.courses.allStates}
            options={[
              { value: 'published', label: t.states.published },
              { value: 'draft', label: t.states.draft },
            ]}
          />
        }
      />
      {/* under the table once its rows are in: appearing earlier, the rows pushed it down (CLS 0.14) */}
      {desk && courses.status !== 'pending' ? <CourseOrder /> : null}
    </div>
  );
}
