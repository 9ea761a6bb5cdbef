import { loadConfig } from '../config';
import { createDb, DataDirLockedError, type DbHandle } from '../db/index';
import { s3Storage, useObjectStorage } from '../lib/storage';
import { createOpsClient, readOpsKey } from './ops-client';
import { needsDb, OpsError, runOps, splitAs, USAGE, UsageError } from './ops-commands';

/**
 * `pnpm ops <command>`: staff duties from the command line (see USAGE). Most commands ask the
 * running server's staff api as an admin (decision 0041); create-admin and the commands not yet
 * on the api open the database themselves.
 */
async function main(): Promise<number> {
  const split = splitAs(process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--')));
  const argv = split.argv;
  if (!needsDb(argv)) {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  let handle: DbHandle | undefined;
  const out = { log: (l: string) => console.log(l), error: (l: string) => console.error(l) };
  try {
    return await runOps(
      argv,
      {
        db: async () => {
          // STORAGE=s3: files staff add (notes, answer images) go to the bucket like the api's uploads.
          if (config.s3) useObjectStorage(config.dataDir, s3Storage(config.s3));
          handle ??= await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
          return handle.db;
        },
        api: () => {
          const as = split.as ?? process.env.OPS_AS;
          if (!as)
            throw new UsageError('say who you are: --as <admin e-mail> (or OPS_AS); the audit log names you');
          const key = readOpsKey(process.env, config.dataDir);
          if (!key)
            throw new OpsError(
              `no ops key: start the server first (it writes ${config.dataDir}/ops-key) or set OPS_KEY`,
            );
          const baseUrl = process.env.OPS_API_URL || `http://127.0.0.1:${config.port}`;
          return createOpsClient({ baseUrl, key, as });
        },
      },
      out,
    );
  } finally {
    await handle?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    // The class sets no name of its own: instanceof, not err.name.
    if (err instanceof DataDirLockedError) {
      console.error(
        `The data directory is used by a running api (pid ${err.pid}); this command writes the database itself: stop the server, or use DATABASE_URL.`,
      );
    } else {
      console.error(err);
    }
    process.exit(1);
  },
);
