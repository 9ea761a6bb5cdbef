import { count } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, loadConfig, writeOpsKey } from './config';
import { createDb, DataDirLockedError, type Db } from './db/index';
import { users } from './db/schema/index';
import { moveQuestionPhotosToPrivate } from './domain/bank/index';
import { moveNotesToPrivate } from './domain/lectures/index';

interface SeedResult {
  email?: string;
  password?: string;
  examCodes?: string[];
  /** The demo staff's logins, printed with the student's. */
  staffLines?: string[];
}

/**
 * An empty database gets the demo (demo mode) or only grades and categories (production: nothing
 * that spends). Returns the demo student's credentials when the demo was seeded.
 */
async function seedIfEmpty(db: Db, production: boolean): Promise<SeedResult | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const seed = await import('./cli/seed');
  if (production) {
    await seed.seedBase(db);
    return null;
  }
  const result = await seed.seedDemo(db);
  return { ...result, staffLines: seed.staffLoginLines(result.staff) };
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  let handle: Awaited<ReturnType<typeof createDb>>;
  try {
    handle = await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(
        `DATA_DIR ${config.dataDir} is used by another running api (pid ${err.pid}). Stop it or set DATA_DIR.`,
      );
      process.exit(1);
    }
    throw err;
  }
  const seeded = await seedIfEmpty(handle.db, config.production);
  // pnpm ops reaches this server with a key only someone who can read DATA_DIR has (decision 0041);
  // a new one each start, unless OPS_KEY gives the same to every instance.
  if (!config.opsKey) config = { ...config, opsKey: writeOpsKey(config.dataDir) };
  const app = await buildApp({ config, db: handle.db });
  // After buildApp: with STORAGE=s3 the bucket is known by then. Old rows only; a no-op after.
  const moved = await moveNotesToPrivate(handle.db, config.dataDir);
  if (moved > 0) app.log.info({ moved }, 'private notes moved out of /uploads');
  // Students' question photos likewise (rows written before they were private).
  const photos = await moveQuestionPhotosToPrivate(handle.db, config.dataDir);
  if (photos > 0) app.log.info({ moved: photos }, 'question photos moved out of /uploads');

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
  if (config.production) {
    console.log('  production server (NODE_ENV=production): no outbox, no demo data');
  } else {
    console.log('  DEMO MODE, not for production: demo accounts and pay-cards, and every mail');
    console.log(
      `  (confirmation and reset codes) is readable by anyone at ${url}/v1/dev/outbox?email=<address>`,
    );
    console.log('  A real deployment sets NODE_ENV=production (docs/deploy.md).');
  }
  if (seeded?.email) console.log(`  demo student: ${seeded.email} / ${seeded.password ?? ''}`);
  for (const line of seeded?.staffLines ?? []) console.log(line);
  if (seeded?.examCodes?.length)
    console.log(`  exam codes (/exams): ${seeded.examCodes.slice(0, 4).join(', ')}`);
  console.log('');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
