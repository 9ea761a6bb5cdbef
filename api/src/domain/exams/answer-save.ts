import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import type { ExamAnswerInput } from '@app/shared-contracts/schemas';
import { and, asc, eq, exists, inArray, notExists, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { fromDriverJson } from '../../db/row-from-json';
import {
  answerAttempts,
  answers,
  examSessionQuestions,
  examSessions,
  questions,
} from '../../db/schema/index';
import { DomainError, FieldError } from '../errors';
import type { AttemptRow, QuestionRow, SessionRow } from './views';

// The answer save is exam night's hot call (issue 35, decision 0055): one read (the session with
// only the facts the given answers need) and one write (every answer and the session's attempts).

export interface AnswerFacts {
  session: SessionRow;
  /** The given questions that are on this session's paper. */
  onPaper: Map<number, Pick<QuestionRow, 'type' | 'mark'>>;
  /** The question each given choice belongs to. */
  questionOfChoice: Map<number, number>;
}

/**
 * A question of `questions` is on the paper of the `exam_sessions` row of the outer statement:
 * its own drawn paper when it has one, else every question of its exam (load.ts paperOf).
 */
export function onSessionPaper(db: Db): SQL | undefined {
  const own = (also?: SQL) =>
    db
      .select({ one: sql`1` })
      .from(examSessionQuestions)
      .where(and(eq(examSessionQuestions.sessionId, examSessions.id), also));
  return or(
    exists(own(eq(examSessionQuestions.questionId, questions.id))),
    and(eq(questions.examId, examSessions.examId), notExists(own())),
  );
}

/** A JSON array column of the facts' statements (none: empty). */
export const json = (v: unknown): unknown[] => fromDriverJson((v ?? []) as unknown[] | string);

function factsQuery(
  db: Db,
  token: Value<string>,
  userId: Value<number>,
  qids: Value<number>[],
  cids: Value<number>[],
) {
  const paper = db
    .select({ list: sql`json_agg(json_build_array(${questions.id}, ${questions.type}, ${questions.mark}))` })
    .from(questions)
    .where(and(inArray(questions.id, qids), onSessionPaper(db)));
  const choices = db
    .select({ list: sql`json_agg(json_build_array(${answers.id}, ${answers.questionId}))` })
    .from(answers)
    .where(inArray(answers.id, cids));
  return db
    .select({
      session: examSessions,
      paper: qids.length ? sql<string | null>`(${paper})::text` : sql<null>`null`,
      choices: cids.length ? sql<string | null>`(${choices})::text` : sql<null>`null`,
    })
    .from(examSessions)
    .where(and(eq(examSessions.token, token), eq(examSessions.userId, userId)));
}

/**
 * The student's session by its token and, as sub-selects of the same statement, the given
 * questions that are on its paper (its own drawn paper when it has one, else the exam's
 * questions: load.ts paperOf) and the question of each given choice. SESSION_NOT_FOUND for
 * another student's token.
 */
export async function answerFactsOf(
  db: Db,
  userId: number,
  token: string,
  input: ExamAnswerInput[],
): Promise<AnswerFacts> {
  const qids = [...new Set(input.map((a) => a.question_id))];
  const cids = [...new Set(input.flatMap((a) => (a.chosen_answer == null ? [] : [a.chosen_answer])))];
  const values: Record<string, unknown> = { token, user: userId };
  qids.forEach((id, i) => {
    values[`q${i}`] = id;
  });
  cids.forEach((id, i) => {
    values[`c${i}`] = id;
  });
  const [row] =
    qids.length > PREPARED || cids.length > PREPARED
      ? await factsQuery(db, token, userId, qids, cids)
      : await preparedOf(db, `answer_facts_${qids.length}_${cids.length}`, () =>
          factsQuery(
            db,
            ph('token'),
            ph('user'),
            qids.map((_, i) => ph(`q${i}`)),
            cids.map((_, i) => ph(`c${i}`)),
          ),
        ).execute(values);
  if (!row) throw new DomainError('SESSION_NOT_FOUND');
  const onPaper = new Map(
    (json(row.paper) as [number, QuestionRow['type'], number][]).map(([id, type, mark]) => [
      id,
      { type, mark },
    ]),
  );
  const questionOfChoice = new Map(json(row.choices) as [number, number][]);
  return { session: row.session, onPaper, questionOfChoice };
}

/** 422 keyed by the answer's place in the body: a question off the paper, a choice of another question. */
export function checkAnswers(facts: AnswerFacts, input: ExamAnswerInput[]): void {
  const errors: Record<string, string[]> = {};
  input.forEach((a, i) => {
    const q = facts.onPaper.get(a.question_id);
    if (!q) errors[`answers.${i}.question_id`] = [DETAIL_MESSAGES.questionNotInExam];
    else if (a.chosen_answer == null) return;
    else if (q.type === 'essay' || facts.questionOfChoice.get(a.chosen_answer) !== a.question_id)
      errors[`answers.${i}.chosen_answer`] = [DETAIL_MESSAGES.answerNotInQuestion];
  });
  if (Object.keys(errors).length) throw new FieldError(errors);
}

/**
 * One row per question: of several answers to a question in one body the one with the highest
 * sequence number wins, the later on a tie (what writing them one after another did), and
 * PostgreSQL refuses to touch a row twice in one statement.
 */
function rowsOf(facts: AnswerFacts, input: ExamAnswerInput[]) {
  const last = new Map<number, ExamAnswerInput>();
  for (const a of input) {
    const kept = last.get(a.question_id);
    if (!kept || (a.seq ?? 0) >= (kept.seq ?? 0)) last.set(a.question_id, a);
  }
  const now = new Date();
  return [...last.values()].flatMap((a) => {
    const q = facts.onPaper.get(a.question_id);
    if (!q) return [];
    const essay = q.type === 'essay';
    return [
      {
        sessionId: facts.session.id,
        questionId: a.question_id,
        answerId: essay ? null : (a.chosen_answer ?? null),
        answerText: essay && a.answer_text?.trim() ? a.answer_text : null,
        questionMark: q.mark,
        clientSeq: a.seq ?? 0,
        updatedAt: now,
      },
    ];
  });
}

type Row = ReturnType<typeof rowsOf>[number];
type Value<T> = T | Placeholder;
type RowOf = { [K in keyof Row]: Value<Row[K]> };

function writeQuery(db: Db, rows: RowOf[], sessionId: Value<number>) {
  const mine = eq(answerAttempts.sessionId, sessionId);
  const written = db.$with('written').as(
    db
      .insert(answerAttempts)
      .values(rows)
      .onConflictDoUpdate({
        target: [answerAttempts.sessionId, answerAttempts.questionId],
        set: {
          answerId: sql`excluded.answer_id`,
          answerText: sql`excluded.answer_text`,
          clientSeq: sql`excluded.client_seq`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${answerAttempts.clientSeq} <= excluded.client_seq`,
      })
      .returning(),
  );
  const untouched = db
    .select()
    .from(answerAttempts)
    .where(and(mine, sql`${answerAttempts.id} not in (select ${written.id} from ${written})`));
  // A union beside a data-modifying WITH must sit in a CTE of its own (PostgreSQL refuses it in
  // parentheses, which is how drizzle writes a set operation).
  const attempts = db.$with('attempts').as(db.select().from(written).unionAll(untouched));
  return db.with(written, attempts).select().from(attempts).orderBy(asc(attempts.questionId));
}

// Building the statement costs the api more CPU than PostgreSQL spends running it (issue 35
// profile: drizzle's builder about 1.3 ms a call): a save of up to PREPARED answers, every save
// in practice, runs a statement built once per database and number of answers.
const PREPARED = 4;

const placeholderRows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    sessionId: ph('s'),
    questionId: ph(`q${i}`),
    answerId: ph(`a${i}`),
    answerText: ph(`t${i}`),
    questionMark: ph(`m${i}`),
    clientSeq: ph(`c${i}`),
    updatedAt: ph('u'),
  }));

/**
 * Writes the answers (a replayed one with a lower sequence number than the stored one changes
 * nothing) and answers every attempt of the session, in one statement: the upsert's RETURNING
 * beside the session's rows it did not touch (read from the statement's snapshot, so as they were).
 */
export async function writeAnswerRows(
  db: Db,
  facts: AnswerFacts,
  input: ExamAnswerInput[],
): Promise<AttemptRow[]> {
  const rows = rowsOf(facts, input);
  const sessionId = facts.session.id;
  if (rows.length === 0)
    return db
      .select()
      .from(answerAttempts)
      .where(eq(answerAttempts.sessionId, sessionId))
      .orderBy(asc(answerAttempts.questionId));
  if (rows.length > PREPARED) return writeQuery(db, rows, sessionId);
  const values: Record<string, unknown> = { s: sessionId, u: rows[0]?.updatedAt };
  rows.forEach((r, i) => {
    Object.assign(values, {
      [`q${i}`]: r.questionId,
      [`a${i}`]: r.answerId,
      [`t${i}`]: r.answerText,
      [`m${i}`]: r.questionMark,
      [`c${i}`]: r.clientSeq,
    });
  });
  const name = `answer_save_${rows.length}`;
  return preparedOf(db, name, () => writeQuery(db, placeholderRows(rows.length), ph('s'))).execute(values);
}
