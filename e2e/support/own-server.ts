// A demo server of a spec's own, for journeys that change the centre's settings with `pnpm ops`
// (a client of the running server's staff api, decision 0041), apart from the shared server.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './env';

/** How long start() waits for the server: a fresh one migrates and seeds the demo first. */
export const OWN_SERVER_START_MS = 180_000;

/** `offset` keeps the specs that use this apart: the port is E2E_PORT + offset. */
export function ownServer(offset: number, name: string) {
  const port = Number(process.env.E2E_PORT ?? 18080) + offset;
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), `e2e-${name}-data-`)),
    DEPLOY_ROOT: mkdtempSync(join(tmpdir(), `e2e-${name}-deploy-`)),
    RATE_LIMITS: '0',
    LOG_LEVEL: 'warn',
  };
  let server: ChildProcess | null = null;

  async function start() {
    // Another server on this port would answer for ours (with other data): fail clearly instead.
    const taken = await fetch(`${base}/v1/app`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} (E2E_PORT + ${offset}) is taken by another server`);
    server = spawn('node', [join(repoRoot, 'scripts/start.mjs')], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    const started = server;
    const deadline = Date.now() + OWN_SERVER_START_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null)
        throw new Error(`the ${name} spec's server exited (is port ${port} taken?)`);
      const up = await fetch(`${base}/v1/app`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`the ${name} spec's server did not start`);
  }

  async function stop() {
    const s = server;
    server = null;
    if (!s || s.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      s.once('exit', () => resolve());
      s.kill('SIGTERM');
    });
  }

  /** Runs `pnpm ops …` against this running server as its demo admin; returns what it printed. */
  function ops(...args: string[]): string {
    return execFileSync('pnpm', ['--filter', '@app/api', 'run', 'ops', ...args], {
      cwd: repoRoot,
      env: { ...env, OPS_API_URL: base, OPS_AS: 'admin@example.com' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  }

  return { base, start, stop, ops };
}
