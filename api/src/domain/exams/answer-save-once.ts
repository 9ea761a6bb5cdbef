import type { ExamAnswerInput } from '@app/shared-contracts/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { rowFromJson } from '../../db/row-from-json';
import { answerAttempts, examSessions } from '../../db/schema/index';
import { type AnswerFacts, json, onSessionPaper } from './answer-save';
import type { AttemptRow, QuestionRow, SessionRow } from './views';

// Exam night's hot call in one round trip (issue 35, decision 0066). A statement costs the api
// more in its socket write than PostgreSQL spends running it (the profile of 1 500 saves/s:
// `writev` 38 % of the api's CPU for two statements a save). The read of the facts and the
// write (answer-save.ts) become one statement that writes only when every check the domain makes
// passes; when it does not write, the domain checks the facts it read and decides (an error, or
// the grace period's write), so its rules stay in TypeScript and the SQL is only stricter.

export interface SavedOnce {
  /** The session and the facts the answers need, as answerFactsOf reads them. */
  facts: AnswerFacts;
  /** Every attempt of the session after the write, by question; null when nothing was written. */
  attempts: AttemptRow[] | null;
}

/**
 * One statement: the session by token and student; the given answers (one JSON parameter) with
 * their questions, when on the session's paper (answer-save.ts onSessionPaper, the rule's one
 * place), and the question of each choice; and, only when the session runs before its deadline
 * and every answer is valid, the upsert of the last answer to each question (answer-save.ts
 * rowsOf) with every attempt of the session after it.
 */
function saveOnceQuery(db: Db, userId: number, token: string, input: ExamAnswerInput[], now: Date) {
  const given = JSON.stringify(
    input.map((a, i) => ({
      qid: a.question_id,
      cid: a.chosen_answer ?? null,
      txt: a.answer_text?.trim() ? a.answer_text : null,
      seq: a.seq ?? 0,
      ord: i,
    })),
  );
  return sql`
    with sess as (
      select * from exam_sessions where token = ${token} and user_id = ${userId}
    ),
    given as (
      select * from jsonb_to_recordset(${given}::jsonb) as g(qid int, cid int, txt text, seq int, ord int)
    ),
    facts as (
      select g.*, questions.type, questions.mark, c.question_id as choice_of
      from given g
      left join questions on questions.id = g.qid and exists (
        select 1 from exam_sessions
        where exam_sessions.id = (select id from sess) and ${onSessionPaper(db)})
      left join answers c on c.id = g.cid
    ),
    ok as (
      select s.id from sess s
      where s.submitted_at is null
        and (s.deadline is null or ${now.toISOString()}::timestamptz < s.deadline)
        and not exists (
          select 1 from facts f
          where f.type is null
            or (f.cid is not null and (f.type = 'essay' or f.choice_of is distinct from f.qid)))
    ),
    last as (
      select distinct on (f.qid) f.* from facts f order by f.qid, f.seq desc, f.ord desc
    ),
    written as (
      insert into answer_attempts
        (session_id, question_id, answer_id, answer_text, question_mark, client_seq, updated_at)
      select ok.id, l.qid,
        case when l.type = 'essay' then null else l.cid end,
        case when l.type = 'essay' then l.txt end,
        l.mark, l.seq, ${new Date().toISOString()}::timestamptz
      from ok, last l
      on conflict (session_id, question_id) do update set
        answer_id = excluded.answer_id, answer_text = excluded.answer_text,
        client_seq = excluded.client_seq, updated_at = excluded.updated_at
        where answer_attempts.client_seq <= excluded.client_seq
      returning *
    ),
    attempts as (
      select * from written
      union all
      select * from answer_attempts a
      where a.session_id = (select id from ok) and a.id not in (select id from written)
    )
    select
      (select row_to_json(s) from sess s) as session,
      (select json_agg(json_build_array(f.qid, f.type, f.mark)) from facts f where f.type is not null) as paper,
      (select json_agg(json_build_array(f.cid, f.choice_of)) from facts f where f.choice_of is not null) as choices,
      exists (select 1 from ok) as written,
      (select json_agg(a order by a.question_id) from attempts a) as attempts`;
}

// A lone surrogate (paired ones, emoji, are one code point under the u flag).
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Whether `input` travels as a JSON parameter: PostgreSQL's jsonb refuses a NUL and a lone
 * surrogate in a string, which a text parameter of the other path takes or refuses on its own.
 */
export const fitsOnce = (input: ExamAnswerInput[]): boolean =>
  input.length > 0 &&
  input.every(
    (a) => !a.answer_text || !(a.answer_text.includes('\u0000') || LONE_SURROGATE.test(a.answer_text)),
  );

/** Saves `input` (at least one answer, `fitsOnce`) in one statement when it may; see SavedOnce. */
export async function saveAnswersOnce(
  db: Db,
  userId: number,
  token: string,
  input: ExamAnswerInput[],
  now: Date,
): Promise<SavedOnce | null> {
  const result = await db.execute(saveOnceQuery(db, userId, token, input, now));
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row?.session) return null;
  const session: SessionRow = rowFromJson(examSessions, row.session);
  const onPaper = new Map(
    (json(row.paper) as [number, QuestionRow['type'], number][]).map(([id, type, mark]) => [
      id,
      { type, mark },
    ]),
  );
  const questionOfChoice = new Map(json(row.choices) as [number, number][]);
  const attempts = row.written
    ? (json(row.attempts) as Record<string, unknown>[]).map((a) => rowFromJson(answerAttempts, a))
    : null;
  return { facts: { session, onPaper, questionOfChoice }, attempts };
}
