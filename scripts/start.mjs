// `pnpm start`: the demo of the whole platform on one port from its production build. Builds what is missing,
// releases every remote that has no live version yet, then runs the api, which migrates, seeds an
// empty embedded database and serves /v1, the uploads, the shell, the registry and the remotes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from './lib/remotes.mjs';

const root = new URL('..', import.meta.url).pathname;
const frontEnds = ['shell', ...REMOTES];

function must(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const missing = frontEnds.filter(
  (p) => !existsSync(join(root, p, 'dist', p === 'shell' ? 'index.html' : 'mf-manifest.json')),
);
if (missing.length > 0) {
  console.log(`Building: ${missing.join(', ')}`);
  must('pnpm', missing.flatMap((p) => ['--filter', p]).concat(['run', 'build']));
}
must('node', [join(root, 'scripts/mfe.mjs'), 'release-all']);

// The demo, not a production server: NODE_ENV stays unset, so the api seeds the demo data and
// serves the readable outbox, on 127.0.0.1 unless HOST says otherwise (docs/deploy.md for production).
if (process.env.NODE_ENV === 'production') {
  console.error('pnpm start is the demo; NODE_ENV=production runs the api itself (docs/deploy.md).');
  process.exit(2);
}
const env = { ...process.env };
// The api runs under tsx as a direct child (not through pnpm, which does not pass signals on), so
// a stop reaches it, and a supervisor that kills the whole process group takes it down too.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'api'),
  stdio: 'inherit',
  env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => api.kill(sig));
api.on('exit', (code) => process.exit(code ?? 0));
