import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { cachedReader } from '../../lib/reader-cache';
import { TOKEN_IDLE_MS, TOKEN_MAX_AGE_MS } from '../auth/tokens';
import type { CourseView } from './course-views';
import type { LectureReaderState } from './lecture-views';

/**
 * The reader's own part of catalogue answers, read per request on top of the cached public part
 * (lib/public-cache.ts), in one small indexed query. The hot reads name the reader by the SHA-256
 * of their bearer token, so the token lookup is a sub-query of that same round trip; an unknown
 * or revoked token reads as a guest (nothing joined), as it does everywhere else.
 */
export type Reader = { userId: number } | { tokenHash: string };
export type ReaderArg = Reader | number | null | undefined;

const readerOf = (r: ReaderArg): Reader | null => (typeof r === 'number' ? { userId: r } : (r ?? null));

/** SQL for the reader's user id: a token counts only while resolveToken would accept it. */
function readerUserId(reader: Reader): SQL {
  if ('userId' in reader) return sql`${reader.userId}::int`;
  const now = Date.now();
  const issuedAfter = new Date(now - TOKEN_MAX_AGE_MS).toISOString();
  const usedAfter = new Date(now - TOKEN_IDLE_MS).toISOString();
  return sql`(select t.user_id from access_tokens t where t.token_hash = ${reader.tokenHash}
    and t.revoked_at is null and t.created_at > ${issuedAfter}::timestamptz
    and coalesce(t.last_used_at, t.created_at) > ${usedAfter}::timestamptz)`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The courses the reader joined, got or bought; empty for a guest. */
export async function joinedCourseIds(db: Db, reader: ReaderArg): Promise<Set<number>> {
  const r = readerOf(reader);
  if (!r) return new Set();
  if ('tokenHash' in r) return cachedReader(db, `${r.tokenHash}:joined`, () => loadJoined(db, r));
  return loadJoined(db, r);
}

async function loadJoined(db: Db, r: Reader): Promise<Set<number>> {
  const result = await db.execute(
    sql`select e.course_id from enrolments e where e.user_id = ${readerUserId(r)}`,
  );
  return new Set(rowsOf<{ course_id: number }>(result).map((row) => Number(row.course_id)));
}

/** Course cards with the reader's `joined` (new objects; cached ones stay untouched). */
export function withJoined(views: CourseView[], joined: Set<number>): CourseView[] {
  return views.map((v) => (joined.has(v.id) === v.joined ? v : { ...v, joined: joined.has(v.id) }));
}

export interface CourseReaderState extends LectureReaderState {
  joined: boolean;
}

type StateRow = { k: 'e' | 'p' | 's'; id: number; kind: string | null; at: Date | string | null };

/** Everything of one course the reader has: enrolment, lecture purchases, seen lectures. One query. */
export async function courseReaderState(
  db: Db,
  reader: ReaderArg,
  courseId: number,
): Promise<CourseReaderState | null> {
  const r = readerOf(reader);
  if (!r) return null;
  if ('tokenHash' in r) {
    return cachedReader(db, `${r.tokenHash}:course:${courseId}`, () => loadCourseState(db, r, courseId));
  }
  return loadCourseState(db, r, courseId);
}

async function loadCourseState(db: Db, r: Reader, courseId: number): Promise<CourseReaderState> {
  const result = await db.execute(sql`
    with u as (select ${readerUserId(r)} as id)
    select 'e' as k, e.course_id as id, e.kind as kind, null::timestamptz as at
      from enrolments e, u where e.user_id = u.id and e.course_id = ${courseId}
    union all
    select 'p', lp.lecture_id, null, lp.expires_at
      from lecture_purchases lp join lectures l on l.id = lp.lecture_id, u
      where lp.user_id = u.id and l.course_id = ${courseId}
    union all
    (select distinct 's', v.lecture_id, null, null::timestamptz
      from video_views vv join videos v on v.id = vv.video_id join lectures l on l.id = v.lecture_id, u
      where vv.user_id = u.id and l.course_id = ${courseId} and vv.seen_at is not null)
  `);
  const state: CourseReaderState = {
    joined: false,
    purchases: new Map(),
    ownedCourses: new Set(),
    seen: new Set(),
  };
  for (const row of rowsOf<StateRow>(result)) {
    const id = Number(row.id);
    if (row.k === 'e') {
      state.joined = true;
      if (row.kind === 'free' || row.kind === 'purchase') state.ownedCourses.add(id);
    } else if (row.k === 'p') {
      state.purchases.set(id, row.at === null ? null : new Date(row.at));
    } else {
      state.seen.add(id);
    }
  }
  return state;
}
