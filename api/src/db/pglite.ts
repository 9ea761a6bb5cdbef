import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireLock } from './lock';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema/index';
import type { Db, DbHandle } from './types';

/**
 * Embedded PostgreSQL: in memory when dataDir is undefined, else persisted in dataDir/pglite.
 * `template`: an in-memory database starts from this dump of an already migrated one (the api
 * tests make one per run: PGlite's own start-up, not the migrations, is what costs seconds).
 */
export async function createPgliteDb(
  dataDir: string | undefined,
  runMigrations = true,
  template?: Blob,
): Promise<DbHandle> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireLock(join(dataDir, 'pglite.lock'));
    try {
      client = new PGlite(join(dataDir, 'pglite'));
      await client.waitReady;
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = template ? new PGlite({ loadDataDir: template }) : new PGlite();
    await client.waitReady;
  }
  const db = drizzle({ client, schema });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await client.close();
    } finally {
      release();
    }
  };
  if (runMigrations && !template) {
    try {
      await migrate(db, { migrationsFolder });
    } catch (err) {
      await close();
      throw err;
    }
  }
  return { db: db as unknown as Db, driver: 'pglite', close };
}
