import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { rowFromJson } from '../../db/row-from-json';
import { examOverrides, examSessions, exams } from '../../db/schema/index';
import { DomainError } from '../errors';
import type { StudentExtra } from './paper-set';
import type { ExamRow, SessionRow } from './views';

export interface StartFacts {
  exam: ExamRow;
  /** The student's sessions of the exam, newest first (load.ts sessionsOf). */
  sessions: SessionRow[];
  extra: StudentExtra;
}

// The sub-selects name the outer `exams` in plain SQL: drizzle writes a column of a one-table
// select unqualified ("id"), which inside a sub-select would mean the sub-select's own table.
const extraColumn = (column: 'extra_minutes' | 'extra_attempts') =>
  sql<number | null>`(select o.${sql.identifier(column)} from ${examOverrides} o
    where o.exam_id = exams.id and o.user_id = ${ph('user')})`.mapWith(Number);

function startFactsQuery(db: Db) {
  return db
    .select({
      exam: exams,
      sessions: sql<unknown>`(select json_agg(row_to_json(s) order by s.start_time desc)
        from ${examSessions} s where s.user_id = ${ph('user')} and s.exam_id = exams.id)`,
      extraMinutes: extraColumn('extra_minutes'),
      extraAttempts: extraColumn('extra_attempts'),
    })
    .from(exams)
    .where(eq(exams.id, ph('exam')));
}

/**
 * What a start needs to know before it writes, in one statement (issue 35, decision 0067; three
 * before: examById, sessionsOf and extraOf): the exam (EXAM_NOT_FOUND unless active), the
 * student's sessions of it, and the student's extra minutes and attempts.
 */
export async function startFactsOf(db: Db, userId: number, examId: number): Promise<StartFacts> {
  const [row] = await preparedOf(db, 'exam_start_facts', () => startFactsQuery(db)).execute({
    exam: examId,
    user: userId,
  });
  if (!row?.exam.active) throw new DomainError('EXAM_NOT_FOUND');
  const list = typeof row.sessions === 'string' ? JSON.parse(row.sessions) : row.sessions;
  return {
    exam: row.exam,
    sessions: ((list ?? []) as unknown[]).map((s) => rowFromJson(examSessions, s)),
    extra: { extraMinutes: row.extraMinutes ?? 0, extraAttempts: row.extraAttempts ?? 0 },
  };
}
