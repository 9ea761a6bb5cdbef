import { asc } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { outlets } from '../../db/schema/index';

export type OutletRow = typeof outlets.$inferSelect;

/** The centres staff added (pnpm ops add-outlet), by governorate, city and position. */
export function listOutlets(db: Db): Promise<OutletRow[]> {
  return db
    .select()
    .from(outlets)
    .orderBy(asc(outlets.governorate), asc(outlets.city), asc(outlets.position), asc(outlets.id));
}
