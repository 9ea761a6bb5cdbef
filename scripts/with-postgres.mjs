#!/usr/bin/env node
// Runs one command against a throw-away PostgreSQL (TEST_DATABASE_URL set), then stops it:
//   node scripts/with-postgres.mjs pnpm --filter @app/api exec vitest run test/routes/auth.test.ts
// The server is the one `pnpm test` starts (scripts/lib/postgres.mjs): Debian's package, loopback only.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}
const pg = await startPostgres();
if (!pg) {
  console.error('PostgreSQL is not installed (pnpm test installs it: apt-get install -y postgresql)');
  process.exit(1);
}
let status = 1;
try {
  status =
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url } }).status ??
    1;
} finally {
  pg.stop();
}
process.exit(status);
