// `pnpm dev`: the api and every front-end dev server with hot reload, output prefixed by package.
import { spawn } from 'node:child_process';
import { API_DEV_PORT, devPortOf, REMOTES, SHELL_DEV_PORT } from './lib/remotes.mjs';

const root = new URL('..', import.meta.url).pathname;
const procs = [
  ['api', ['--filter', '@app/api', 'dev'], { PORT: String(API_DEV_PORT) }],
  ['shell', ['--filter', 'shell', 'dev']],
  ...REMOTES.map((remote) => [remote.replace(/^mfe-/, ''), ['--filter', remote, 'dev']]),
];

const children = procs.map(([name, args, env = {}]) => {
  const child = spawn('pnpm', args, { cwd: root, env: { ...process.env, ...env } });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (c) => console.log(prefix(c)));
  child.stderr.on('data', (c) => console.error(prefix(c)));
  return child;
});
const ports = REMOTES.map((remote) => `${remote} ${devPortOf(remote)}`).join(', ');
console.log(`Shell on http://127.0.0.1:${SHELL_DEV_PORT} (api on ${API_DEV_PORT}; ${ports})`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
