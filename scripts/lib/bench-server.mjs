// The server the web benchmarks measure (scripts/bench-web.mjs, scripts/bench-cls.mjs): `pnpm start`
// on a free port with a fresh demo database and deploy root, and the demo student's token.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
export const TOKEN_KEY = 'auth_token'; // shared-contracts/src/session/store.ts
export const SESSION_COOKIE = 'app_session'; // shared-contracts/src/session/session-hint-name.ts

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * `pnpm start` on a fresh data dir and deploy root; resolves once it prints the demo student. A
 * given port (a session's own, on a shared machine) is used instead of a free one.
 */
export async function startServer({ port: given } = {}) {
  const port = given ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    DEPLOY_ROOT: join(dir, 'deploy'),
    APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    RATE_LIMITS: '0',
  };
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'pipe' });
  let out = '';
  const demo = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 600_000);
    const read = (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
      const m = /demo student: (\S+) \/ (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ email: m[1], password: m[2] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
    rmSync(dir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${port}`, demo, stop };
}

export async function signIn(origin, demo) {
  const res = await fetch(`${origin}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** The first course of the catalogue, for /courses/{id}. */
export async function firstCourseId(origin) {
  const res = await fetch(`${origin}/v1/courses`);
  return (await res.json()).data[0].id;
}
