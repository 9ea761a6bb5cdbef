// `pnpm dev`: the api and every front-end dev server with hot reload, output prefixed by package.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const procs = [
  ['api', ['--filter', '@app/api', 'dev'], { PORT: '4000', EXPOSE_OUTBOX: '1' }],
  ['shell', ['--filter', 'shell', 'dev']],
  ['catalogue', ['--filter', 'mfe-catalogue', 'dev']],
  ['learning', ['--filter', 'mfe-learning', 'dev']],
  ['exams', ['--filter', 'mfe-exams', 'dev']],
  ['wallet', ['--filter', 'mfe-wallet', 'dev']],
  ['community', ['--filter', 'mfe-community', 'dev']],
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
console.log('Shell on http://127.0.0.1:3000 (api on 4000, remotes on 3001-3005)');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
