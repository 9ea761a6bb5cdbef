import { loadConfig } from '../config';
import { createDb, DataDirLockedError, type DbHandle } from '../db/index';
import { createOpsClient, readOpsKey } from './ops-client';
import { needsDb, OpsError, runOps, splitAs, USAGE, UsageError } from './ops-commands';

/**
 * `pnpm ops <command>`: staff duties from the command line (see USAGE). Every command asks the
 * running server's staff api as an admin (decisions 0041, 0051) but create-admin, the first admin
 * of a new install, which opens the database itself.
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
        `The data directory is used by a running api (pid ${err.pid}); create-admin writes the database itself: stop the server, or use DATABASE_URL.`,
      );
    } else {
      console.error(err);
    }
    process.exit(1);
  },
);
