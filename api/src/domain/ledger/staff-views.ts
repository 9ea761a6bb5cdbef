import {
  type StaffCashQuery,
  type StaffCashReport,
  type StaffLedgerQuery,
  type StaffLedgerRow,
  type StaffPage,
  staffPaging,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import type { StaffActor } from '../audit/index';
import { todayInCairo } from '../dashboard/index';
import { DomainError } from '../errors';
import { toPounds } from './money';
import {
  findCashOfDay,
  findLedgerPage,
  type LedgerFilter,
  type StaffLedgerRecord,
} from './staff-ledger-repository';

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export function toStaffLedgerRow(r: StaffLedgerRecord): StaffLedgerRow {
  return {
    id: r.tx.id,
    serial: r.tx.serial,
    type: r.tx.type,
    value: toPounds(r.tx.value),
    balance_after: toPounds(r.tx.balanceAfter),
    comment: r.tx.comment,
    created_at: r.tx.createdAt.toISOString(),
    student: { id: r.tx.userId, name: r.studentName },
    staff: ref(r.tx.staffId, r.staffName),
    course: ref(r.tx.courseId, r.courseName),
    lecture: ref(r.tx.lectureId, r.lectureName),
  };
}

/** A page of movements as staff read them (the admin's ledger, a student's wallet). */
export async function listStaffLedger(
  db: Db,
  filter: LedgerFilter,
  q: { page?: number | undefined; per_page?: number | undefined; order?: 'asc' | 'desc' | undefined },
): Promise<StaffPage<StaffLedgerRow>> {
  const { page, perPage, offset } = staffPaging(q);
  const { rows, total } = await findLedgerPage(db, filter, {
    limit: perPage,
    offset,
    ascending: q.order === 'asc',
  });
  return { items: rows.map(toStaffLedgerRow), total, page, per_page: perPage };
}

/** GET /staff/ledger (admin): every movement, filtered by type, student, staff member and days. */
export function listLedger(db: Db, q: StaffLedgerQuery) {
  if (q.from && q.to && q.from > q.to) throw new DomainError('VALIDATION_FAILED');
  return listStaffLedger(
    db,
    { type: q.type, studentId: q.student_id, staffId: q.staff_id, from: q.from, to: q.to },
    q,
  );
}

/**
 * The cash taken at the desk on a Cairo day, per staff member, with each movement: what the
 * drawer must hold at closing. An assistant sees only their own, whatever staff_id says.
 */
export async function cashReport(db: Db, actor: StaffActor, q: StaffCashQuery): Promise<StaffCashReport> {
  const date = q.date ?? todayInCairo();
  const staffId = actor.role === 'admin' ? q.staff_id : actor.id;
  const rows = await findCashOfDay(db, date, staffId);
  const people = new Map<number, StaffCashReport['people'][number] & { piasters: number }>();
  let piasters = 0;
  for (const r of rows) {
    const id = r.tx.staffId as number;
    let person = people.get(id);
    if (!person) {
      person = { staff: { id, name: r.staffName }, total: 0, count: 0, movements: [], piasters: 0 };
      people.set(id, person);
    }
    person.piasters += r.tx.value;
    person.count += 1;
    person.movements.push({
      id: r.tx.id,
      serial: r.tx.serial,
      amount: toPounds(r.tx.value),
      created_at: r.tx.createdAt.toISOString(),
      student: { id: r.tx.userId, name: r.studentName },
    });
    piasters += r.tx.value;
  }
  return {
    date,
    total: toPounds(piasters),
    count: rows.length,
    // sums in piasters, pounds only at the edge: no float noise in a drawer's total
    people: [...people.values()].map(({ piasters: p, ...person }) => ({ ...person, total: toPounds(p) })),
  };
}
