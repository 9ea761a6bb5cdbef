import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index';
import { answerAttempts, answers, examSessions, exams, questions } from '../../db/schema/index';
import { DomainError } from '../errors';
import { announceStaffEvent } from '../staff-events/index';
import { json, onSessionPaper } from './answer-save';
import { GRACE_MS, type QuestionRow, type SessionRow } from './views';

type Mark = { id: number; correct: boolean; got: number };

/**
 * The claim and what marking reads, in one statement (issue 35, decision 0055): the update that
 * sets submitted_at returns the exam's pass mark, the paper (type, mark, the right choices of
 * each question) and the attempts (whether an essay holds text or a picture) as sub-selects.
 */
function claim(tx: Db, s: SessionRow, at: Date) {
  const paper = tx
    .select({
      list: sql`json_agg(json_build_array(${questions.id}, ${questions.type}, ${questions.mark}, (${tx
        .select({ ids: sql`coalesce(json_agg(${answers.id}), '[]')` })
        .from(answers)
        .where(and(eq(answers.questionId, questions.id), eq(answers.correct, true)))})))`,
    })
    .from(questions)
    .where(onSessionPaper(tx));
  const filled = (c: AnyPgColumn) => sql`coalesce(${c}, '') <> ''`;
  const attempts = tx
    .select({
      list: sql`json_agg(json_build_array(${answerAttempts.id}, ${answerAttempts.questionId}, ${answerAttempts.answerId}, ${filled(answerAttempts.answerText)} or ${filled(answerAttempts.answerImage)}, ${answerAttempts.questionMark}))`,
    })
    .from(answerAttempts)
    .where(eq(answerAttempts.sessionId, examSessions.id));
  return tx
    .update(examSessions)
    .set({ submittedAt: at })
    .where(and(eq(examSessions.id, s.id), isNull(examSessions.submittedAt)))
    .returning({
      pass: sql`(${tx.select({ p: exams.passPercentage }).from(exams).where(eq(exams.id, examSessions.examId))})`.mapWith(
        Number,
      ),
      paper: sql`(${paper})::text`.mapWith(json),
      attempts: sql`(${attempts})::text`.mapWith(json),
    });
}

/** Every attempt's mark and the session's result in one statement (a CTE updates the attempts). */
async function writeMarks(tx: Db, sessionId: number, marks: Mark[], result: Partial<SessionRow>) {
  const byId = (pick: (m: Mark) => SQL) =>
    sql`case ${answerAttempts.id} ${sql.join(
      marks.map((m) => sql`when ${m.id} then ${pick(m)}`),
      sql` `,
    )} end`;
  const update = tx.update(examSessions).set(result).where(eq(examSessions.id, sessionId));
  if (marks.length === 0) return update.returning();
  const marked = tx.$with('marked').as(
    tx
      .update(answerAttempts)
      .set({
        correct: byId((m) => sql`${m.correct}::boolean`),
        correctionMark: byId((m) => sql`${m.got}::double precision`),
      })
      .where(
        inArray(
          answerAttempts.id,
          marks.map((m) => m.id),
        ),
      )
      .returning({ id: answerAttempts.id }),
  );
  return tx.with(marked).update(examSessions).set(result).where(eq(examSessions.id, sessionId)).returning();
}

/**
 * Finishes a session once: the update that sets submitted_at wins for one caller, the others (a
 * second submit, the sweep) read the result it wrote. Choice and true/false answers are corrected
 * here; an essay answered waits for staff (corrected stays false), and the open marking queues
 * are told once the transaction is committed.
 */
export async function submitSession(db: Db, s: SessionRow, now: Date): Promise<SessionRow> {
  let toMark = false;
  const done = await db.transaction(async (tx) => {
    const at = s.deadline && now > s.deadline ? s.deadline : now;
    const [claimed] = await claim(tx, s, at);
    if (!claimed) {
      const [done] = await tx.select().from(examSessions).where(eq(examSessions.id, s.id));
      if (!done) throw new DomainError('SESSION_NOT_FOUND');
      return done;
    }
    const paper = (claimed.paper ?? []) as [number, QuestionRow['type'], number, number[]][];
    const typeOf = new Map(paper.map(([id, type]) => [id, type]));
    const rightOf = new Map(paper.map(([id, , , right]) => [id, right]));
    let mark = 0;
    let right = 0;
    let wrong = 0;
    let waiting = false;
    const marks: Mark[] = [];
    for (const [id, questionId, answerId, filled, questionMark] of (claimed.attempts ?? []) as [
      number,
      number,
      number | null,
      boolean,
      number,
    ][]) {
      if (typeOf.get(questionId) === 'essay') {
        if (filled) waiting = true;
        else marks.push({ id, correct: false, got: 0 });
        continue;
      }
      const correct = answerId !== null && rightOf.get(questionId)?.includes(answerId) === true;
      const got = correct ? questionMark : 0;
      mark += got;
      if (correct) right++;
      else wrong++;
      marks.push({ id, correct, got });
    }
    const total = paper.reduce((t, [, , m]) => t + m, 0);
    const pass = Number.isFinite(claimed.pass) ? claimed.pass : 50;
    const [row] = await writeMarks(tx, s.id, marks, {
      totalMark: total,
      correctionMark: mark,
      correctCount: right,
      wrongCount: wrong,
      corrected: !waiting,
      succeeded: waiting ? null : total > 0 ? (mark / total) * 100 >= pass : true,
    });
    if (!row) throw new DomainError('SESSION_NOT_FOUND');
    toMark = waiting;
    return row;
  });
  if (toMark) announceStaffEvent(db, 'marking');
  return done;
}

/**
 * Submits every session whose deadline passed more than GRACE_MS ago, so a student who closed
 * the tab still gets a result. The api process runs it on a timer; tests call it with their clock.
 */
export async function sweepOverdueSessions(db: Db, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(examSessions)
    .where(
      and(isNull(examSessions.submittedAt), lt(examSessions.deadline, new Date(now.getTime() - GRACE_MS))),
    )
    .limit(500);
  for (const s of due) await submitSession(db, s, now);
  return due.length;
}
