import { z } from 'zod';
import { dataOf, dateTimeSchema, idSchema, moneySchema, normalizeDigits } from '../common';
import { TOPUP_METHODS } from '../values';

// The staff dashboard's figures under /v1/staff/dashboard (decision 0042). Days are calendar days
// in the centres' time zone (Cairo); a range is both ends included.

/** The centres' calendar: a "day" of the dashboard starts at midnight in Cairo. */
export const DASHBOARD_TIME_ZONE = 'Africa/Cairo';
/** The longest range one request may ask for (one grouped query scans it). */
export const DASHBOARD_MAX_DAYS = 366;
/** The range when none is given: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** Rows in a "top" list. */
export const DASHBOARD_TOP_LIMIT = 10;

export const RANGE_MESSAGES = {
  badDate: 'التاريخ غير صحيح',
  reversed: 'تاريخ البداية بعد تاريخ النهاية',
  tooLong: `المدة يجب ألا تزيد عن ${DASHBOARD_MAX_DAYS} يوماً`,
} as const;

const DAY_MS = 24 * 3600 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether 'YYYY-MM-DD' names a real calendar day (no 2026-02-30). */
export function isCalendarDay(v: string): boolean {
  if (!ISO_DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
/** Days from `from` to `to`, both included (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `day` moved by `n` calendar days ('YYYY-MM-DD'). */
export function shiftDay(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
/** Today's date in Cairo, the centres' calendar ('YYYY-MM-DD'). */
export function todayInCairo(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DASHBOARD_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
/** The range the dashboard shows when none is asked for: the last 30 days, today included. */
export function defaultDashboardRange(now: Date = new Date()): { from: string; to: string } {
  const to = todayInCairo(now);
  return { from: shiftDay(to, 1 - DASHBOARD_DEFAULT_DAYS), to };
}

/** 'YYYY-MM-DD' (Arabic-Indic digits read as Latin). */
export const calendarDaySchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeDigits(v.trim()) : v),
  z.string().refine(isCalendarDay, { message: RANGE_MESSAGES.badDate }),
);

/** ?from=&to= of every ranged dashboard call; each end is optional (see the api's defaults). */
export const dashboardRangeQuerySchema = z
  .strictObject({ from: calendarDaySchema.optional(), to: calendarDaySchema.optional() })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: RANGE_MESSAGES.reversed });
    else if (daysInRange(q.from, q.to) > DASHBOARD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: RANGE_MESSAGES.tooLong });
  });
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuerySchema>;

const count = z.number().int().nonnegative();
const rangeFields = { from: z.string(), to: z.string() };

/**
 * How money came into wallets: the top-up methods, 'cash_desk' (a recharge staff made at the
 * desk) and 'other' (a recharge with none of these, e.g. made by the seed or a script).
 */
export const TAKINGS_METHODS = [...TOPUP_METHODS, 'cash_desk', 'other'] as const;
export type TakingsMethod = (typeof TAKINGS_METHODS)[number];

// GET /staff/dashboard/takings: an assistant gets their own takings only.
export const takingsDaySchema = z.object({
  date: z.string(),
  method: z.enum(TAKINGS_METHODS),
  amount: moneySchema,
  count,
});
export const takingsStaffSchema = z.object({
  staff_id: idSchema,
  name: z.string(),
  amount: moneySchema,
  count,
});
export const dashboardTakingsSchema = z.object({
  ...rangeFields,
  total: moneySchema,
  /** one row per day and method that has takings (days without any are left out) */
  days: z.array(takingsDaySchema),
  /** recharges made by a staff member (desk cash, confirmed top-ups), most first */
  staff: z.array(takingsStaffSchema),
});
export type DashboardTakings = z.infer<typeof dashboardTakingsSchema>;
export const dashboardTakingsResponseSchema = dataOf(dashboardTakingsSchema);

// GET /staff/dashboard/students (admin): every day of the range, zeros included.
export const studentsDaySchema = z.object({ date: z.string(), new_students: count, active_students: count });
export const dashboardStudentsSchema = z.object({
  ...rangeFields,
  days: z.array(studentsDaySchema),
  /** students in the range: signed up, and did something (a movement, a video, an exam) */
  new_students: count,
  active_students: count,
});
export type DashboardStudents = z.infer<typeof dashboardStudentsSchema>;
export const dashboardStudentsResponseSchema = dataOf(dashboardStudentsSchema);

// GET /staff/dashboard/queues: what waits for the desk now (no range).
export const DASHBOARD_QUEUES = ['topups', 'tickets', 'questions'] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];
export const dashboardQueueSchema = z.object({
  kind: z.enum(DASHBOARD_QUEUES),
  count,
  /** when the oldest waiting item came in, null for an empty queue */
  oldest_at: dateTimeSchema.nullable(),
});
export const dashboardQueuesSchema = z.object({ queues: z.array(dashboardQueueSchema) });
export type DashboardQueues = z.infer<typeof dashboardQueuesSchema>;
export const dashboardQueuesResponseSchema = dataOf(dashboardQueuesSchema);

// GET /staff/dashboard/sales and /views: a teacher gets their own courses only.
const topCourse = { id: idSchema, name: z.string() };
const topLecture = { id: idSchema, name: z.string(), course_name: z.string() };
const sales = { sales: count, amount: moneySchema };
const views = { views: count, viewers: count };
export const dashboardSalesSchema = z.object({
  ...rangeFields,
  courses: z.array(z.object({ ...topCourse, ...sales })),
  lectures: z.array(z.object({ ...topLecture, ...sales })),
});
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;
export const dashboardSalesResponseSchema = dataOf(dashboardSalesSchema);
export const dashboardViewsSchema = z.object({
  ...rangeFields,
  courses: z.array(z.object({ ...topCourse, ...views })),
  lectures: z.array(z.object({ ...topLecture, ...views })),
});
export type DashboardViews = z.infer<typeof dashboardViewsSchema>;
export const dashboardViewsResponseSchema = dataOf(dashboardViewsSchema);
