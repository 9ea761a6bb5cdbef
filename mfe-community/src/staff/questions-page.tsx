import { Link, useSearchParams } from '@app/router';
import { timeAgo, truncate, useStaffEvents } from '@app/shared-contracts';
import type { StaffBankQuestion, StaffQuestionFilter } from '@app/shared-contracts/schemas';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge } from '@app/ui';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { UrlFilter, useUrlFilter } from '../components/url-filter';
import { useStaffQuestions } from '../features/staff-questions/api/get-staff-questions';
import { FolderFilter } from '../features/staff-questions/components/folder-filter';
import { messages } from '../messages';

const t = messages.staff.questions;
const DEFAULTS = { sort: 'created_at', order: 'asc' } as const;

const columns: DataTableColumn<StaffBankQuestion>[] = [
  {
    id: 'question',
    header: t.columns.question,
    cell: (q) => (
      <Link
        to={staffPathFor('bank-question', { id: q.id })}
        aria-label={t.open(q.id)}
        className={css({ color: 'primary', fontWeight: 'bold' })}
      >
        {q.text ? truncate(q.text, 80) : t.imageOnly}
      </Link>
    ),
  },
  { id: 'student', header: t.columns.student, cell: (q) => q.student.name },
  { id: 'folder', header: t.columns.folder, cell: (q) => q.category.name },
  { id: 'where', header: t.columns.where, cell: (q) => t.where(q.page_number, q.question_number) },
  {
    id: 'status',
    header: t.columns.status,
    cell: (q) => (
      <Badge tone={q.answered ? 'success' : 'warning'}>{q.answered ? t.answered : t.waiting}</Badge>
    ),
  },
  { id: 'created_at', header: t.columns.age, sortable: true, cell: (q) => timeAgo(q.created_at) },
];

/**
 * /staff/questions: students' bank questions waiting for an answer, oldest first, by folder; a
 * teacher sees their own folders' only. New questions appear without a reload ('questions').
 */
export default function QuestionsPage() {
  const [query] = useStaffTableQuery(DEFAULTS);
  const [params] = useSearchParams();
  const status = useUrlFilter<StaffQuestionFilter>('status', t.filters);
  const folder = Number(params.get('category_id'));
  const list = useStaffQuestions({
    ...query,
    status,
    ...(Number.isInteger(folder) && folder > 0 ? { category_id: folder } : {}),
  });
  useStaffEvents('questions', () => void list.refetch());
  return (
    <section className={css({ display: 'grid', gap: '3' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowKey={(q) => q.id}
        status={list.status}
        onRetry={() => void list.refetch()}
        searchLabel={t.search}
        toolbar={
          <>
            <UrlFilter label={messages.staff.status} param="status" options={t.filters} />
            <FolderFilter />
          </>
        }
        emptyText={t.empty}
        defaults={DEFAULTS}
      />
    </section>
  );
}
