import type {
  StaffExamResultsPage,
  StaffExamResultsQuery,
  StaffMarkingExam,
} from '@app/shared-contracts/schemas';
import { staffPaging } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import type { StaffActor } from '../audit/index';
import type { ExamRow } from '../exams/views';
import { examTotalMark, resultRows } from './marking-repository';
import { examInScope } from './scope';

const pct = (mark: number | null, total: number) =>
  mark === null || total <= 0 ? null : Math.round((mark / total) * 10_000) / 100;

export async function examRefOf(db: Db, exam: ExamRow): Promise<StaffMarkingExam> {
  return {
    id: exam.id,
    name: exam.name,
    pass_percentage: exam.passPercentage,
    total_mark: await examTotalMark(db, exam.id),
  };
}

/**
 * GET /v1/staff/exams/{examId}/results: every submitted session. A session whose deadline came
 * before the student submitted was closed by the time (the sweep, or a late submit capped to it).
 */
export async function listExamResults(
  db: Db,
  actor: StaffActor,
  examId: number,
  q: StaffExamResultsQuery,
): Promise<StaffExamResultsPage> {
  const exam = await examInScope(db, actor, examId);
  const { page, perPage, offset } = staffPaging(q);
  const sort = q.sort ?? 'submitted_at';
  const desc = (q.order ?? (sort === 'submitted_at' ? 'desc' : 'asc')) === 'desc';
  const { rows, total } = await resultRows(db, { examId, q: q.q, sort, desc, limit: perPage, offset });
  return {
    exam: await examRefOf(db, exam),
    items: rows.map(({ s, attempt, name, email }) => {
      const submitted = s.submittedAt ?? s.startTime;
      const totalMark = s.totalMark ?? 0;
      const mark = s.corrected ? s.correctionMark : null;
      return {
        session_id: s.id,
        student: { id: s.userId, name, email },
        mark,
        total_mark: totalMark,
        percentage: pct(mark, totalMark),
        succeeded: s.corrected ? s.succeeded : null,
        corrected: s.corrected,
        time_taken: Math.max(0, Math.round((submitted.getTime() - s.startTime.getTime()) / 1000)),
        attempt,
        submitted_at: submitted.toISOString(),
        submitted_by: s.deadline && submitted.getTime() >= s.deadline.getTime() ? 'deadline' : 'student',
      };
    }),
    total,
    page,
    per_page: perPage,
  };
}
