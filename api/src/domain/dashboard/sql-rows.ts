import { DASHBOARD_TIME_ZONE } from '@app/shared-contracts/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import type { DayRange } from './range';

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** `column` falls in the range: from midnight of `from` to midnight after `to`, Cairo time. */
export function inRange(column: SQL, range: DayRange): SQL {
  return sql`${column} >= (${range.from}::date::timestamp at time zone ${DASHBOARD_TIME_ZONE})
    and ${column} < ((${range.to}::date + 1)::timestamp at time zone ${DASHBOARD_TIME_ZONE})`;
}

/** The Cairo calendar day of `column` as 'YYYY-MM-DD'. */
export function dayOf(column: SQL): SQL {
  return sql`to_char((${column} at time zone ${DASHBOARD_TIME_ZONE})::date, 'YYYY-MM-DD')`;
}
