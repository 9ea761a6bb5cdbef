// `pnpm start`: the whole platform on one port from its production build. Builds what is missing,
// releases every remote that has no live version yet, then runs the api, which migrates, seeds an
// empty embedded database and serves /v1, the uploads, the shell, the registry and the remotes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const frontEnds = ['shell', 'mfe-catalogue', 'mfe-learning', 'mfe-exams', 'mfe-wallet', 'mfe-community'];

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

const env = {
  NODE_ENV: 'production',
  // The demo prints confirmation codes through the outbox endpoint; a real deployment sets SMTP_URL.
  EXPOSE_OUTBOX: '1',
  ...process.env,
};
// Its own process group: pnpm does not pass signals on to tsx, so a stop goes to the whole group.
const api = spawn('pnpm', ['--filter', '@app/api', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env,
  detached: true,
});
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    try {
      process.kill(-api.pid, sig);
    } catch {
      // already gone
    }
  });
}
api.on('exit', (code) => process.exit(code ?? 0));
