import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;

/** The database of either driver; a transaction (`tx`) is also a Db, so domain code takes `Db`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DriverName = 'pglite' | 'node-postgres';

export interface DbHandle {
  db: Db;
  driver: DriverName;
  /** Closes the pool or the embedded database (and releases the data-dir lock). */
  close: () => Promise<void>;
}
