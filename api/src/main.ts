import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, DataDirLockedError, type Db } from './db/index';
import { users } from './db/schema/index';

const here = dirname(fileURLToPath(import.meta.url));

interface SeedResult {
  email?: string;
  password?: string;
}

/**
 * Seeds an empty database with the demo (the seed belongs to the catalogue/ledger part of the api:
 * src/cli/seed.ts exporting `seedDemo(db)`). Returns the demo student's credentials when seeded.
 */
async function seedIfEmpty(db: Db): Promise<SeedResult | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  // SEED CALL SITE: loaded by path so the server runs before the seed module exists.
  const seedFile = join(here, 'cli', 'seed.ts');
  if (!existsSync(seedFile)) return null;
  const mod = (await import(pathToFileURL(seedFile).href)) as {
    seedDemo?: (db: Db) => Promise<SeedResult | undefined>;
  };
  if (typeof mod.seedDemo !== 'function') return null;
  return (await mod.seedDemo(db)) ?? {};
}

async function main() {
  const config = loadConfig();
  let handle: Awaited<ReturnType<typeof createDb>>;
  try {
    handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(
        `DATA_DIR ${config.dataDir} is used by another running api (pid ${err.pid}). Stop it or set DATA_DIR.`,
      );
      process.exit(1);
    }
    throw err;
  }
  const seeded = await seedIfEmpty(handle.db);
  const app = await buildApp({ config, db: handle.db });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await handle.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  const storage = handle.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\n  api listening on ${url}  (storage: ${storage})`);
  if (seeded?.email) console.log(`  demo student: ${seeded.email} / ${seeded.password ?? ''}`);
  if (config.exposeOutbox) console.log(`  outbox (confirmation codes): ${url}/v1/dev/outbox?email=<address>`);
  console.log('');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
