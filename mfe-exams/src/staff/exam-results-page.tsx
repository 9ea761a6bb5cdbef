import { Link, useParams } from '@app/router';
import { formatDateTime, formatDuration, type StaffExamResult } from '@app/shared-contracts';
import { staffPathFor } from '@app/shared-contracts/staff-routes';
import { Badge, Button, Spinner } from '@app/ui';
import { Notice } from '@app/ui/notice';
import { DataTable, type DataTableColumn, StaffPageHeader, useStaffTableQuery } from '@app/ui/staff';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { useExamResults } from '../features/staff-marking/api/get-exam-results';
import { downloadResultsCsv, stateOf } from '../features/staff-marking/components/results-csv';
import { messages } from '../messages';

const t = messages.staffMarking.results;
const c = t.columns;

const columns: DataTableColumn<StaffExamResult>[] = [
  { id: 'student', header: c.student, cell: (r) => r.student.name },
  {
    id: 'mark',
    header: c.mark,
    align: 'end',
    sortable: true,
    cell: (r) => (r.mark === null ? '' : t.markOf(r.mark, r.total_mark)),
  },
  {
    id: 'percentage',
    header: c.percentage,
    align: 'end',
    cell: (r) => (r.percentage === null ? '' : `${r.percentage}%`),
  },
  {
    id: 'state',
    header: c.state,
    cell: (r) => (
      <Badge tone={!r.corrected ? 'neutral' : r.succeeded ? 'success' : 'danger'}>{stateOf(r)}</Badge>
    ),
  },
  {
    id: 'time_taken',
    header: c.time,
    align: 'end',
    sortable: true,
    cell: (r) => <bdi dir="ltr">{formatDuration(r.time_taken)}</bdi>,
  },
  { id: 'attempt', header: c.attempt, align: 'end', cell: (r) => r.attempt },
  { id: 'submitted_at', header: c.submitted, sortable: true, cell: (r) => formatDateTime(r.submitted_at) },
  { id: 'by', header: c.by, cell: (r) => t.by[r.submitted_by] },
];

/** /staff/exams/:examId/results: every submitted paper of the exam, paged, with a CSV of all. */
export default function ExamResultsPage() {
  const examId = Number(useParams().examId);
  const [query] = useStaffTableQuery({ per_page: 20, sort: 'submitted_at', order: 'desc' });
  const sort =
    query.sort === 'mark' || query.sort === 'time_taken' || query.sort === 'submitted_at'
      ? query.sort
      : undefined;
  const results = useExamResults(examId, {
    page: query.page,
    per_page: query.per_page,
    sort,
    order: query.order,
    q: query.q || undefined,
  });
  const [csvFailed, setCsvFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const name = results.data?.exam.name ?? '';
  const exportCsv = async () => {
    setExporting(true);
    setCsvFailed(false);
    try {
      await downloadResultsCsv(examId, name || String(examId));
    } catch {
      setCsvFailed(true);
    } finally {
      setExporting(false);
    }
  };

  // The first answer names the exam in the title: the page comes whole once it is in, else the
  // longer title wrapped the actions and moved the table down on a phone (CLS 0.08, issue 35).
  if (results.isPending) return <Spinner />;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader
        title={name ? t.heading(name) : t.title}
        actions={
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Link to={staffPathFor('exam-analysis', { examId })}>{t.analysis}</Link>
            <Button variant="outline" onClick={exportCsv} loading={exporting}>
              {t.csv}
            </Button>
          </div>
        }
      />
      {csvFailed ? <Notice tone="danger">{t.csvFailed}</Notice> : null}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={results.data?.items}
        total={results.data?.total ?? 0}
        rowKey={(r) => r.session_id}
        status={results.status}
        onRetry={() => void results.refetch()}
        searchLabel={t.search}
        emptyText={t.empty}
        defaults={{ per_page: 20, sort: 'submitted_at', order: 'desc' }}
      />
    </div>
  );
}
