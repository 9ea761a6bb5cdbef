import { loadConfig } from '../config';
import { createDb } from '../db/index';
import { s3Storage, useObjectStorage } from '../lib/storage';
import { needsDb, runOps, USAGE } from './ops-commands';

/** `pnpm ops <command>`: staff duties the spec leaves to staff (see USAGE). */
async function main(): Promise<number> {
  const argv = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'));
  if (!needsDb(argv)) {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  // STORAGE=s3: files staff add (notes, answer images) go to the bucket like the api's uploads.
  if (config.s3) useObjectStorage(config.dataDir, s3Storage(config.s3));
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await runOps(argv, handle.db, { log: (l) => console.log(l), error: (l) => console.error(l) });
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err?.name === 'DataDirLockedError') {
      console.error(
        `The data directory is used by a running api (pid ${err.pid}); stop it, or use DATABASE_URL.`,
      );
    } else {
      console.error(err);
    }
    process.exit(1);
  },
);
