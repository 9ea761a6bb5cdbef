import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { answerAttempts, answers, examSessions, exams, questions } from '../../db/schema/index';
import { DomainError } from '../errors';
import type { AttemptRow, ChoiceRow, ExamRow, QuestionRow, SessionRow } from './views';

export async function examByCode(db: Db, code: string): Promise<ExamRow> {
  const [exam] = await db.select().from(exams).where(eq(exams.examCode, code.toUpperCase()));
  if (!exam?.active) throw new DomainError('EXAM_NOT_FOUND');
  return exam;
}

export async function examById(db: Db, id: number): Promise<ExamRow> {
  const [exam] = await db.select().from(exams).where(eq(exams.id, id));
  if (!exam?.active) throw new DomainError('EXAM_NOT_FOUND');
  return exam;
}

export async function questionsCount(db: Db, examId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.examId, examId));
  return row?.n ?? 0;
}

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

export async function paperOf(db: Db, examId: number): Promise<ExamPaper> {
  const qs = await db
    .select()
    .from(questions)
    .where(eq(questions.examId, examId))
    .orderBy(asc(questions.position), asc(questions.id));
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
