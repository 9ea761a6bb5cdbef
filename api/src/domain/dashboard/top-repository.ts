import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import type { DayRange } from './range';
import { inRange, rowsOf } from './sql-rows';

export interface TopRow {
  id: number;
  name: string;
  courseName: string;
  /** sales or views */
  first: number;
  /** piasters, or distinct viewers */
  second: number;
}

/** Only this teacher's courses (a teacher's dashboard); null keeps every course. */
function ofTeacher(courseId: SQL, teacherId: number | null | undefined): SQL {
  if (teacherId === undefined) return sql``;
  if (teacherId === null) return sql`and false`;
  return sql`and exists (select 1 from course_teachers ct where ct.course_id = ${courseId} and ct.teacher_id = ${teacherId})`;
}

function toTop(rows: Record<string, unknown>[]): TopRow[] {
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    courseName: String(r.course_name ?? ''),
    first: Number(r.first),
    second: Number(r.second),
  }));
}

/**
 * Courses by purchases made in the range (wallet or pay-card): count and amount paid. Joins and
 * free courses are not sales. `teacherId` undefined: every course; null: none (a teacher
 * account tied to no teacher).
 */
export async function topCoursesBySales(db: Db, range: DayRange, limit: number, teacherId?: number | null) {
  const rows = await rowsOf(
    db,
    sql`select c.id, c.name, count(*)::int as first, sum(e.price_paid)::bigint as second
      from enrolments e join courses c on c.id = e.course_id
      where e.kind = 'purchase' and ${inRange(sql`e.created_at`, range)} ${ofTeacher(sql`c.id`, teacherId)}
      group by c.id, c.name order by first desc, second desc, c.id limit ${limit}`,
  );
  return toTop(rows);
}

/** Lectures by purchases in the range (a repurchase counts when it was made; free ones are not sales). */
export async function topLecturesBySales(db: Db, range: DayRange, limit: number, teacherId?: number | null) {
  const rows = await rowsOf(
    db,
    sql`select l.id, l.name, c.name as course_name, count(*)::int as first, sum(p.price_paid)::bigint as second
      from lecture_purchases p join lectures l on l.id = p.lecture_id join courses c on c.id = l.course_id
      where p.pay_by <> 'free' and ${inRange(sql`p.updated_at`, range)} ${ofTeacher(sql`c.id`, teacherId)}
      group by l.id, l.name, c.name order by first desc, second desc, l.id limit ${limit}`,
  );
  return toTop(rows);
}

// Views: counted views of the view rows touched in the range (a row keeps a running count per
// student and video, not one row per view), and how many students watched.
const VIEWS_FROM = sql`from video_views v join videos vd on vd.id = v.video_id
  join lectures l on l.id = vd.lecture_id join courses c on c.id = l.course_id`;

export async function topCoursesByViews(db: Db, range: DayRange, limit: number, teacherId?: number | null) {
  const rows = await rowsOf(
    db,
    sql`select c.id, c.name, sum(v.counted_views)::int as first, count(distinct v.user_id)::int as second
      ${VIEWS_FROM} where v.counted_views > 0 and ${inRange(sql`v.updated_at`, range)} ${ofTeacher(sql`c.id`, teacherId)}
      group by c.id, c.name order by first desc, second desc, c.id limit ${limit}`,
  );
  return toTop(rows);
}

export async function topLecturesByViews(db: Db, range: DayRange, limit: number, teacherId?: number | null) {
  const rows = await rowsOf(
    db,
    sql`select l.id, l.name, c.name as course_name, sum(v.counted_views)::int as first,
        count(distinct v.user_id)::int as second
      ${VIEWS_FROM} where v.counted_views > 0 and ${inRange(sql`v.updated_at`, range)} ${ofTeacher(sql`c.id`, teacherId)}
      group by l.id, l.name, c.name order by first desc, second desc, l.id limit ${limit}`,
  );
  return toTop(rows);
}
