import { Link, useNavigate, useParams } from '@app/router';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge, ErrorState, lazyChunk, lazyPart, Spinner, StaffPageHeader } from '@app/ui';
import { css } from '#styled-system/css';
import { useStaffCourse } from '../features/staff-catalogue/api/get-course';
import { useCatalogueOptions } from '../features/staff-catalogue/api/get-options';
import { CourseCover } from '../features/staff-catalogue/components/course-cover';
import type { CourseFormProps } from '../features/staff-catalogue/components/course-form-fields';
import { CourseFormFrame } from '../features/staff-catalogue/components/course-form-frame';
import { PublishToggle } from '../features/staff-catalogue/components/publish-toggle';
import { messages } from '../messages';

const t = messages.staffCatalogue.editor;
const states = messages.staffCatalogue.states;

// The form's code (TanStack Form, the contract's schemas) is asked for once the course is on
// screen; until it is here the form is painted as its frame (decision 0068).
const CourseForm = lazyPart(
  lazyChunk(() => import('../features/staff-catalogue/components/course-form')),
  (mod) => mod.CourseForm,
  (props: CourseFormProps) => <CourseFormFrame {...props} />,
  { afterPaint: true },
);

/** The course's id in the address, null for 'new' (or an address that names none). */
export const courseIdOf = (param: string | undefined) =>
  param && /^\d+$/.test(param) ? Number(param) : null;

/** /staff/courses/:id ('new' makes one): the course form, its cover, publish, its lectures. */
export default function CourseEditorPage() {
  const { id: param } = useParams();
  const id = courseIdOf(param);
  const navigate = useNavigate();
  const course = useStaffCourse(id);
  const options = useCatalogueOptions();
  const back = (
    <Link to={staffPathFor('catalogue-courses')} className={css({ textStyle: 'small' })}>
      {t.back}
    </Link>
  );

  if ((id !== null && course.isError) || options.isError || (param !== 'new' && id === null)) {
    return (
      <div className={css({ display: 'grid', gap: '3' })}>
        {back}
        <ErrorState message={t.notFound} onRetry={() => void course.refetch()} />
      </div>
    );
  }
  if (!options.data || (id !== null && !course.data)) return <Spinner />;
  const data = id !== null ? course.data : undefined;

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      {back}
      <StaffPageHeader
        title={data ? data.name : t.newTitle}
        description={data ? (data.published ? t.published : t.draft) : t.draft}
        actions={
          data ? (
            <>
              <Badge tone={data.published ? 'success' : 'warning'}>
                {data.published ? states.published : states.draft}
              </Badge>
              <PublishToggle course={data} />
              <Link to={`/staff/courses/${data.id}/lectures`}>{t.lectures}</Link>
            </>
          ) : null
        }
      />
      <CourseForm
        key={data?.id ?? 'new'}
        course={data}
        options={options.data}
        onSaved={(saved) => {
          if (!data) navigate(staffPathFor('catalogue-course', { id: saved.id }), { replace: true });
        }}
      />
      {data ? (
        <CourseCover course={data} />
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t.coverAfterCreate}</p>
      )}
    </div>
  );
}
