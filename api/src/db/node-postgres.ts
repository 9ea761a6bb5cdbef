import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import { nameStatements } from './named-statements';
import * as schema from './schema/index';
import type { Db, DbHandle } from './types';

// Any constant: serialises migrations when several api instances start at once.
const MIGRATION_LOCK_KEY = 724_300_101;

export async function createNodePgDb(
  connectionString: string,
  runMigrations = true,
  poolSize = 10,
): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  pool.on('connect', nameStatements);
  const close = async () => {
    await pool.end();
  };
  if (runMigrations) {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle({ client }), { migrationsFolder });
    } catch (err) {
      client.release();
      await close();
      throw err;
    }
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  }
  const db = drizzle({ client: pool, schema });
  return { db: db as unknown as Db, driver: 'node-postgres', close };
}
