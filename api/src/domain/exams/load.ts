import { and, asc, desc, eq, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import {
  answerAttempts,
  answers,
  examSessionQuestions,
  examSessions,
  exams,
  questions,
} from '../../db/schema/index';
import { DomainError } from '../errors';
import { questionsPerStudent } from './paper-set';
import type { AttemptRow, ChoiceRow, ExamRow, QuestionRow, SessionRow } from './views';

/** A code may be reused once its exam closed (decision 0048): the open one answers, else the newest. */
export async function examByCode(db: Db, code: string): Promise<ExamRow> {
  // Exam night's hot reads are built once (db/prepared.ts).
  const [exam] = await preparedOf(db, 'exam_by_code', () =>
    db
      .select()
      .from(exams)
      .where(eq(exams.examCode, ph('code')))
      .orderBy(sql`${exams.status} = 'closed'`, desc(exams.id))
      .limit(1),
  ).execute({ code: code.toUpperCase() });
  if (!exam?.active) throw new DomainError('EXAM_NOT_FOUND');
  return exam;
}

export async function examById(db: Db, id: number): Promise<ExamRow> {
  const [exam] = await preparedOf(db, 'exam_by_id', () =>
    db
      .select()
      .from(exams)
      .where(eq(exams.id, ph('id'))),
  ).execute({ id });
  if (!exam?.active) throw new DomainError('EXAM_NOT_FOUND');
  return exam;
}

/** Questions each student gets (drawn questions count once per draw, not their whole pool). */
export const questionsCount = (db: Db, examId: number): Promise<number> => questionsPerStudent(db, examId);

export const sessionsOf = (db: Db, userId: number, examId: number): Promise<SessionRow[]> =>
  preparedOf(db, 'sessions_of', () =>
    db
      .select()
      .from(examSessions)
      .where(and(eq(examSessions.userId, ph('user')), eq(examSessions.examId, ph('exam'))))
      .orderBy(desc(examSessions.startTime)),
  ).execute({ user: userId, exam: examId });

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

function paperQuery(db: Db, ofSession: boolean) {
  const own = examSessionQuestions;
  const choices = db
    .select({
      list: sql`json_agg(json_build_array(${answers.id}, ${answers.text}, ${answers.imageUrl}, ${answers.correct}, ${answers.position}) order by ${answers.position}, ${answers.id})`,
    })
    .from(answers)
    .where(eq(answers.questionId, questions.id));
  const hasOwn = db
    .select({ one: sql`1` })
    .from(own)
    .where(eq(own.sessionId, ph('session')));
  return db
    .select({ q: questions, choices: sql<string | null>`(${choices})::text` })
    .from(questions)
    .leftJoin(own, and(eq(own.sessionId, ph('session')), eq(own.questionId, questions.id)))
    .where(
      and(
        eq(questions.examId, ph('exam')),
        ofSession ? or(isNotNull(own.position), notExists(hasOwn)) : undefined,
      ),
    )
    .orderBy(asc(own.position), asc(questions.position), asc(questions.id));
}

/**
 * The paper: the session's own (drawn or shuffled at start, exam_session_questions) when it has
 * one, else every question of the exam in order; each question with its choices as a json
 * sub-select, in one statement (issue 35).
 */
export async function paperOf(db: Db, examId: number, sessionId?: number): Promise<ExamPaper> {
  const ofSession = sessionId !== undefined;
  const rows = await preparedOf(db, ofSession ? 'paper_of_session' : 'paper_of_exam', () =>
    paperQuery(db, ofSession),
  ).execute({ exam: examId, session: sessionId ?? 0 });
  const choicesOf = new Map<number, ChoiceRow[]>();
  for (const { q, choices } of rows) {
    const list = (choices ? JSON.parse(choices) : []) as [number, string, string | null, boolean, number][];
    choicesOf.set(
      q.id,
      list.map(([id, text, imageUrl, correct, position]) => ({
        id,
        questionId: q.id,
        text,
        imageUrl,
        correct,
        position,
      })),
    );
  }
  return { questions: rows.map((r) => r.q), choicesOf };
}

export const attemptsOf = (db: Db, sessionId: number): Promise<AttemptRow[]> =>
  preparedOf(db, 'attempts_of', () =>
    db
      .select()
      .from(answerAttempts)
      .where(eq(answerAttempts.sessionId, ph('session')))
      .orderBy(asc(answerAttempts.questionId)),
  ).execute({ session: sessionId });
