import {
  DASHBOARD_TOP_LIMIT,
  type DashboardQueues,
  type DashboardRangeQuery,
  type DashboardSales,
  type DashboardStudents,
  type DashboardTakings,
  type DashboardViews,
  type StaffRole,
  type TakingsMethod,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { toPounds } from '../ledger/money';
import { pendingQueues } from './queues-repository';
import { resolveRange } from './range';
import { activeStudentsInRange, studentsByDay } from './students-repository';
import { takingsByDay, takingsByStaff } from './takings-repository';
import {
  topCoursesBySales,
  topCoursesByViews,
  topLecturesBySales,
  topLecturesByViews,
} from './top-repository';

export { resolveRange, todayInCairo } from './range';

/** Who looks at the dashboard: the scope of what they see follows the role (decision 0042). */
export interface DashboardViewer {
  id: number;
  role: StaffRole;
  teacherId: number | null;
}

/** Takings by day and method, and by staff member; an assistant (or teacher) sees their own only. */
export async function dashboardTakings(db: Db, viewer: DashboardViewer, query: DashboardRangeQuery) {
  const range = resolveRange(query);
  const own = viewer.role === 'admin' ? null : viewer.id;
  const [days, staff] = await Promise.all([takingsByDay(db, range, own), takingsByStaff(db, range, own)]);
  const total = days.reduce((sum, d) => sum + d.amount, 0);
  return {
    ...range,
    total: toPounds(total),
    days: days.map((d) => ({ ...d, method: d.method as TakingsMethod, amount: toPounds(d.amount) })),
    staff: staff.map((s) => ({
      staff_id: s.staffId,
      name: s.name,
      amount: toPounds(s.amount),
      count: s.count,
    })),
  } satisfies DashboardTakings;
}

/** New and active students per day (admin only, by the roles table). */
export async function dashboardStudents(db: Db, query: DashboardRangeQuery): Promise<DashboardStudents> {
  const range = resolveRange(query);
  const [days, active] = await Promise.all([studentsByDay(db, range), activeStudentsInRange(db, range)]);
  return {
    ...range,
    days: days.map((d) => ({ date: d.date, new_students: d.newStudents, active_students: d.activeStudents })),
    new_students: days.reduce((sum, d) => sum + d.newStudents, 0),
    active_students: active,
  };
}

/** The queues waiting now, each with when its oldest item came in. */
export async function dashboardQueues(db: Db): Promise<DashboardQueues> {
  const rows = await pendingQueues(db);
  return {
    queues: rows.map((r) => ({ kind: r.kind, count: r.count, oldest_at: r.oldest?.toISOString() ?? null })),
  };
}

/** A teacher sees their own courses only; undefined = every course. */
const teacherScope = (viewer: DashboardViewer) => (viewer.role === 'teacher' ? viewer.teacherId : undefined);

export async function dashboardSales(db: Db, viewer: DashboardViewer, query: DashboardRangeQuery) {
  const range = resolveRange(query);
  const scope = teacherScope(viewer);
  const [courses, lectures] = await Promise.all([
    topCoursesBySales(db, range, DASHBOARD_TOP_LIMIT, scope),
    topLecturesBySales(db, range, DASHBOARD_TOP_LIMIT, scope),
  ]);
  return {
    ...range,
    courses: courses.map((c) => ({ id: c.id, name: c.name, sales: c.first, amount: toPounds(c.second) })),
    lectures: lectures.map((l) => ({
      id: l.id,
      name: l.name,
      course_name: l.courseName,
      sales: l.first,
      amount: toPounds(l.second),
    })),
  } satisfies DashboardSales;
}

export async function dashboardViews(db: Db, viewer: DashboardViewer, query: DashboardRangeQuery) {
  const range = resolveRange(query);
  const scope = teacherScope(viewer);
  const [courses, lectures] = await Promise.all([
    topCoursesByViews(db, range, DASHBOARD_TOP_LIMIT, scope),
    topLecturesByViews(db, range, DASHBOARD_TOP_LIMIT, scope),
  ]);
  return {
    ...range,
    courses: courses.map((c) => ({ id: c.id, name: c.name, views: c.first, viewers: c.second })),
    lectures: lectures.map((l) => ({
      id: l.id,
      name: l.name,
      course_name: l.courseName,
      views: l.first,
      viewers: l.second,
    })),
  } satisfies DashboardViews;
}
