import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import type { DayRange } from './range';
import { dayOf, inRange, rowsOf } from './sql-rows';

export interface TakingsDayRow {
  date: string;
  method: string;
  /** piasters */
  amount: number;
  count: number;
}
export interface TakingsStaffRow {
  staffId: number;
  name: string;
  amount: number;
  count: number;
}

// Money in = recharge rows crediting a wallet. Its method: the top-up request it credited, else a
// recharge card, else a recharge a staff member made (cash at the desk), else 'other'.
const METHOD = sql`case when t.method is not null then t.method
  when rc.id is not null then 'recharge_card'
  when l.staff_id is not null then 'cash_desk'
  else 'other' end`;

/** One grouped query: per Cairo day and method; `staffId` keeps one staff member's rows. */
export async function takingsByDay(
  db: Db,
  range: DayRange,
  staffId: number | null,
): Promise<TakingsDayRow[]> {
  const rows = await rowsOf(
    db,
    sql`select ${dayOf(sql`l.created_at`)} as day, ${METHOD} as method,
        sum(l.value)::bigint as amount, count(*)::int as n
      from ledger_transactions l
      left join topup_requests t on t.ledger_transaction_id = l.id
      left join recharge_cards rc on rc.ledger_transaction_id = l.id
      where l.type = 'recharge' and l.value > 0 and ${inRange(sql`l.created_at`, range)}
        ${staffId === null ? sql`` : sql`and l.staff_id = ${staffId}`}
      group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => ({
    date: String(r.day),
    method: String(r.method),
    amount: Number(r.amount),
    count: Number(r.n),
  }));
}

/** Recharges per staff member who made them (desk cash, confirmed top-ups), most first. */
export async function takingsByStaff(
  db: Db,
  range: DayRange,
  staffId: number | null,
): Promise<TakingsStaffRow[]> {
  const rows = await rowsOf(
    db,
    sql`select l.staff_id, u.name, sum(l.value)::bigint as amount, count(*)::int as n
      from ledger_transactions l join users u on u.id = l.staff_id
      where l.type = 'recharge' and l.value > 0 and ${inRange(sql`l.created_at`, range)}
        ${staffId === null ? sql`` : sql`and l.staff_id = ${staffId}`}
      group by l.staff_id, u.name order by amount desc, l.staff_id`,
  );
  return rows.map((r) => ({
    staffId: Number(r.staff_id),
    name: String(r.name),
    amount: Number(r.amount),
    count: Number(r.n),
  }));
}
