import { Link, useNavigate, useSearchParams } from '@app/router';
import { formatDateTime, type StaffExamListItem, type StaffExamStatus } from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge, Button } from '@app/ui';
import {
  DataTable,
  type DataTableColumn,
  StaffPageHeader,
  UrlFilterSelect,
  useStaffTableQuery,
} from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { useStaffExams } from '../features/staff-exam-builder/api/get-staff-exams';
import { ExamSettingsForm } from '../features/staff-exam-builder/components/exam-settings-form';
import { messages } from '../messages';

const t = messages.staffExams;
const c = t.columns;
const STATUSES = ['draft', 'published', 'closed'] as const;
const tones = { draft: 'neutral', published: 'success', closed: 'danger' } as const;

const columns: DataTableColumn<StaffExamListItem>[] = [
  {
    id: 'name',
    header: c.name,
    sortable: true,
    cell: (e) => (
      <Link to={staffPathFor('staff-exam', { examId: e.id })} aria-label={t.open(e.name)}>
        {e.name}
      </Link>
    ),
  },
  { id: 'code', header: c.code, cell: (e) => <bdi dir="ltr">{e.exam_code}</bdi> },
  { id: 'kind', header: c.kind, cell: (e) => t.kinds[e.kind] },
  {
    id: 'status',
    header: c.status,
    cell: (e) => <Badge tone={tones[e.status]}>{t.statuses[e.status]}</Badge>,
  },
  {
    id: 'starts_at',
    header: c.window,
    sortable: true,
    cell: (e) => (e.starts_at ? formatDateTime(e.starts_at) : ''),
  },
  { id: 'questions', header: c.questions, align: 'end', cell: (e) => e.questions_count },
  { id: 'sessions', header: c.sessions, align: 'end', cell: (e) => e.sessions_count },
];

/** /staff/exams: the exams the staff member reaches; admin and teachers make a new draft here. */
export default function ExamsPage() {
  const [query] = useStaffTableQuery({ per_page: 20 });
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status = STATUSES.find((s) => s === statusParam) as StaffExamStatus | undefined;
  const sort = query.sort === 'name' || query.sort === 'starts_at' ? query.sort : undefined;
  const exams = useStaffExams({
    page: query.page,
    per_page: query.per_page,
    sort,
    order: query.order,
    q: query.q,
    status,
  });
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={t.title}
        description={t.description}
        actions={creating ? null : <Button onClick={() => setCreating(true)}>{t.create}</Button>}
      />
      {creating ? (
        <section aria-label={t.create} className={css({ display: 'grid', gap: '3' })}>
          <ExamSettingsForm onSaved={(e) => navigate(staffPathFor('staff-exam', { examId: e.id }))} />
          <div>
            <Button variant="ghost" onClick={() => setCreating(false)}>
              {t.cancel}
            </Button>
          </div>
        </section>
      ) : null}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={exams.data?.items}
        total={exams.data?.total ?? 0}
        rowKey={(e) => e.id}
        status={exams.status}
        onRetry={() => void exams.refetch()}
        emptyText={t.empty}
        toolbar={
          <UrlFilterSelect
            name="status"
            label={t.statusFilter}
            allLabel={t.allStatuses}
            options={STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))}
          />
        }
      />
    </div>
  );
}
