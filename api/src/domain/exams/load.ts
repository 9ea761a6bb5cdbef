import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { answerAttempts, answers, examSessions, exams, questions } from '../../db/schema/index';
import { DomainError } from '../errors';
import { questionsPerStudent, sessionQuestionIds } from './paper-set';
import type { AttemptRow, ChoiceRow, ExamRow, QuestionRow, SessionRow } from './views';

/** A code may be reused once its exam closed (decision 0048): the open one answers, else the newest. */
export async function examByCode(db: Db, code: string): Promise<ExamRow> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(eq(exams.examCode, code.toUpperCase()))
    .orderBy(sql`${exams.status} = 'closed'`, desc(exams.id))
    .limit(1);
  if (!exam?.active) throw new DomainError('EXAM_NOT_FOUND');
  return exam;
}

export async function examById(db: Db, id: number): Promise<ExamRow> {
  const [exam] = await db.select().from(exams).where(eq(exams.id, id));
  if (!exam?.active) throw new DomainError('EXAM_NOT_FOUND');
  return exam;
}

/** Questions each student gets (drawn questions count once per draw, not their whole pool). */
export const questionsCount = (db: Db, examId: number): Promise<number> => questionsPerStudent(db, examId);

export const sessionsOf = (db: Db, userId: number, examId: number): Promise<SessionRow[]> =>
  db
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.userId, userId), eq(examSessions.examId, examId)))
    .orderBy(desc(examSessions.startTime));

/** A session by its token, only for its own student: another student's token is not found. */
export async function sessionByToken(db: Db, userId: number, token: string): Promise<SessionRow> {
  const [s] = await db
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.token, token), eq(examSessions.userId, userId)));
  if (!s) throw new DomainError('SESSION_NOT_FOUND');
  return s;
}

export interface ExamPaper {
  questions: QuestionRow[];
  choicesOf: Map<number, ChoiceRow[]>;
}

/**
 * The paper: the session's own (drawn or shuffled at start, exam_session_questions) when it has
 * one, else every question of the exam in order.
 */
export async function paperOf(db: Db, examId: number, sessionId?: number): Promise<ExamPaper> {
  const own = sessionId === undefined ? null : await sessionQuestionIds(db, sessionId);
  let qs = await db
    .select()
    .from(questions)
    .where(own ? inArray(questions.id, own) : eq(questions.examId, examId))
    .orderBy(asc(questions.position), asc(questions.id));
  if (own) {
    const at = new Map(own.map((id, i) => [id, i]));
    qs = qs.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
  }
  const ids = qs.map((q) => q.id);
  const rows = ids.length
    ? await db
        .select()
        .from(answers)
        .where(inArray(answers.questionId, ids))
        .orderBy(asc(answers.position), asc(answers.id))
    : [];
  const choicesOf = new Map<number, ChoiceRow[]>(ids.map((id) => [id, []]));
  for (const a of rows) choicesOf.get(a.questionId)?.push(a);
  return { questions: qs, choicesOf };
}

export const attemptsOf = (db: Db, sessionId: number): Promise<AttemptRow[]> =>
  db
    .select()
    .from(answerAttempts)
    .where(eq(answerAttempts.sessionId, sessionId))
    .orderBy(asc(answerAttempts.questionId));
