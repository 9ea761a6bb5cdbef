import { formatDateTime, formatDuration, type StaffExamResult } from '@app/shared-contracts';
import { STAFF_PER_PAGE_MAX } from '@app/shared-contracts/schemas';
import { downloadCsv } from '@app/ui/staff';
import { messages } from '../../../messages';
import { getExamResults } from '../api/get-exam-results';

const t = messages.staffMarking.results;
const c = t.columns;

const stateOf = (r: StaffExamResult) => (!r.corrected ? t.pending : r.succeeded ? t.passed : t.failed);

/** Every page of the exam's results (the api's largest page at a time), as one CSV file. */
export async function downloadResultsCsv(examId: number, name: string): Promise<void> {
  const rows: StaffExamResult[] = [];
  for (let page = 1; ; page++) {
    const answer = await getExamResults(examId, { page, per_page: STAFF_PER_PAGE_MAX });
    rows.push(...answer.items);
    if (rows.length >= answer.total || answer.items.length === 0) break;
  }
  downloadCsv(`${name}.csv`, [
    [c.student, 'email', c.mark, c.percentage, c.state, c.time, c.attempt, c.submitted, c.by],
    ...rows.map((r) => [
      r.student.name,
      r.student.email,
      r.mark === null ? '' : r.mark,
      r.percentage === null ? '' : r.percentage,
      stateOf(r),
      formatDuration(r.time_taken),
      r.attempt,
      formatDateTime(r.submitted_at),
      t.by[r.submitted_by],
    ]),
  ]);
}

export { stateOf };
