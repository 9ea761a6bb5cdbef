import { DASHBOARD_TIME_ZONE, type TransactionType } from '@app/shared-contracts/schemas';
import { and, asc, count, desc, eq, isNotNull, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index';
import { courses, lectures, ledgerTransactions, topupRequests, users } from '../../db/schema/index';

// The staff's reads of the ledger (issue 32): whose movement, who made it, what for.

const student = alias(users, 'student');
const staff = alias(users, 'staff');
const l = ledgerTransactions;

/** A student (not a staff account) with this id exists. */
export async function isStudent(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.staffRole)));
  return row ?? null;
}

export interface LedgerFilter {
  /** one movement (the answer of a write) */
  id?: number | undefined;
  studentId?: number | undefined;
  staffId?: number | undefined;
  type?: TransactionType | undefined;
  /** Cairo calendar days, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** Money taken at the desk only: recharges made by staff that credit no top-up request. */
  cashOnly?: boolean;
}

/** From midnight of `from` to midnight after `to`, in the centres' time zone. */
function dayBounds(from: string | undefined, to: string | undefined): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(sql`${l.createdAt} >= (${from}::date::timestamp at time zone ${DASHBOARD_TIME_ZONE})`);
  if (to) out.push(sql`${l.createdAt} < ((${to}::date + 1)::timestamp at time zone ${DASHBOARD_TIME_ZONE})`);
  return out;
}

function whereOf(f: LedgerFilter): SQL | undefined {
  const cash = f.cashOnly
    ? [
        eq(l.type, 'recharge'),
        isNotNull(l.staffId),
        notExists(
          // a confirmed mobile-wallet top-up has its reviewer as staff, but no cash changed hands
          sql`(select 1 from ${topupRequests} where ${topupRequests.ledgerTransactionId} = ${l.id})`,
        ),
      ]
    : [];
  return and(
    f.id ? eq(l.id, f.id) : undefined,
    f.studentId ? eq(l.userId, f.studentId) : undefined,
    f.staffId ? eq(l.staffId, f.staffId) : undefined,
    f.type ? eq(l.type, f.type) : undefined,
    ...dayBounds(f.from, f.to),
    ...cash,
  );
}

export type StaffLedgerRecord = Awaited<ReturnType<typeof findLedgerPage>>['rows'][number];

/** One page of movements, newest first unless `ascending`, and the count of all that match. */
export async function findLedgerPage(
  db: Db,
  filter: LedgerFilter,
  page: { limit: number; offset: number; ascending?: boolean },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        tx: l,
        studentName: student.name,
        staffName: staff.name,
        courseName: courses.name,
        lectureName: lectures.name,
      })
      .from(l)
      .innerJoin(student, eq(student.id, l.userId))
      .leftJoin(staff, eq(staff.id, l.staffId))
      .leftJoin(courses, eq(courses.id, l.courseId))
      .leftJoin(lectures, eq(lectures.id, l.lectureId))
      .where(where)
      .orderBy(page.ascending ? asc(l.id) : desc(l.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(l).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every cash movement of a Cairo day (one staff member's, or all), oldest first: the report. */
export async function findCashOfDay(db: Db, day: string, staffId: number | undefined) {
  return db
    .select({ tx: l, studentName: student.name, staffName: staff.name })
    .from(l)
    .innerJoin(student, eq(student.id, l.userId))
    .innerJoin(staff, eq(staff.id, l.staffId))
    .where(whereOf({ from: day, to: day, staffId, cashOnly: true }))
    .orderBy(asc(l.staffId), asc(l.id));
}
