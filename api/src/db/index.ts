import { createNodePgDb } from './node-postgres';
import { createPgliteDb } from './pglite';
import type { DbHandle } from './types';

export { DataDirLockedError } from './lock';
export * as schema from './schema/index';
export type { Db, DbHandle, DriverName, Schema, Tx } from './types';

export interface DbConfig {
  /** node-postgres pool when set. */
  databaseUrl?: string | undefined;
  /** PGlite persisted under dataDir/pglite; omitted (with no databaseUrl) means in memory. */
  dataDir?: string | undefined;
  /** Apply the committed migrations (default true). */
  migrate?: boolean;
  poolSize?: number;
}

/**
 * Opens the database the configuration names and applies the migrations:
 * PostgreSQL through a pool when databaseUrl is set, otherwise the embedded PGlite.
 */
export async function createDb(config: DbConfig): Promise<DbHandle> {
  const runMigrations = config.migrate ?? true;
  if (config.databaseUrl) return createNodePgDb(config.databaseUrl, runMigrations, config.poolSize);
  return createPgliteDb(config.dataDir, runMigrations);
}
