import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import type { DayRange } from './range';
import { dayOf, inRange, rowsOf } from './sql-rows';

export interface StudentsDayRow {
  date: string;
  newStudents: number;
  activeStudents: number;
}

// A student is a user without a staff role. "Active" on a day: a ledger movement, a video
// opened (its view row touched) or an exam started that day. The last use of a token is kept
// for its latest day only, so it is not counted: it would make only today look busy.
const ACTIVITY = (range: DayRange) => sql`
  select user_id, ${dayOf(sql`created_at`)} as day from ledger_transactions where ${inRange(sql`created_at`, range)}
  union all
  select user_id, ${dayOf(sql`updated_at`)} from video_views where ${inRange(sql`updated_at`, range)}
  union all
  select user_id, ${dayOf(sql`start_time`)} from exam_sessions where ${inRange(sql`start_time`, range)}`;

/** Every day of the range (zeros included): students who signed up, and distinct active ones. */
export async function studentsByDay(db: Db, range: DayRange): Promise<StudentsDayRow[]> {
  const rows = await rowsOf(
    db,
    sql`with days as (
        select to_char(d, 'YYYY-MM-DD') as day
        from generate_series(${range.from}::timestamp, ${range.to}::timestamp, interval '1 day') as d
      ),
      signups as (
        select ${dayOf(sql`created_at`)} as day, count(*)::int as n from users
        where staff_role is null and ${inRange(sql`created_at`, range)} group by 1
      ),
      active as (
        select a.day, count(distinct a.user_id)::int as n
        from (${ACTIVITY(range)}) a join users u on u.id = a.user_id and u.staff_role is null
        group by a.day
      )
      select days.day, coalesce(s.n, 0) as new_students, coalesce(a.n, 0) as active_students
      from days left join signups s on s.day = days.day left join active a on a.day = days.day
      order by days.day`,
  );
  return rows.map((r) => ({
    date: String(r.day),
    newStudents: Number(r.new_students),
    activeStudents: Number(r.active_students),
  }));
}

/** Distinct students active at least once in the range (not the sum of the days). */
export async function activeStudentsInRange(db: Db, range: DayRange): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select count(distinct a.user_id)::int as n
      from (${ACTIVITY(range)}) a join users u on u.id = a.user_id and u.staff_role is null`,
  );
  return Number(row?.n ?? 0);
}
