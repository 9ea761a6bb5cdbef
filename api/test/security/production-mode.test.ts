import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seedBase } from '../../src/cli/seed';
import { ConfigError, loadConfig, repoRoot, testConfig } from '../../src/config';
import { createDb } from '../../src/db/index';
import { grades, payCards, rechargeCards, users, wallets } from '../../src/db/schema/index';
import { createPgliteTestDb, createTestApp } from '../support/app';

// Issue 8, findings 1 and 2: NODE_ENV=production is a production server whatever else is set.
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'api-prod-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const SECRET = 's'.repeat(40);

// Each case builds an app or spawns the server: slow on a loaded machine.
describe('configuration', { timeout: 120_000 }, () => {
  it('production ignores EXPOSE_OUTBOX and needs APP_SECRET', () => {
    const dataDir = tempDir();
    const prod = loadConfig({
      NODE_ENV: 'production',
      EXPOSE_OUTBOX: '1',
      APP_SECRET: SECRET,
      DATA_DIR: dataDir,
    });
    expect(prod).toMatchObject({ production: true, exposeOutbox: false });
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short', DATA_DIR: dataDir })).toThrow(
      ConfigError,
    );
    const demo = loadConfig({ DATA_DIR: dataDir });
    expect(demo).toMatchObject({ production: false, exposeOutbox: true, host: '127.0.0.1' });
  });

  it('a test or bench config given NODE_ENV production is a production one, as loadConfig makes it', () => {
    expect(testConfig({ nodeEnv: 'production' }).production).toBe(true);
    expect(testConfig().production).toBe(false);
  });

  it('the outbox route does not exist in production even when the config asks for it', async () => {
    const t = await createTestApp({ production: true, exposeOutbox: true });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?email=a@b.co' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });
});

describe('seeding', { timeout: 120_000 }, () => {
  it('seedBase gives grades and nothing that spends', async () => {
    const h = await createPgliteTestDb();
    try {
      await seedBase(h.db);
      const n = async (table: PgTable) => Number((await h.db.select({ n: count() }).from(table))[0]?.n ?? 0);
      expect(await n(grades)).toBeGreaterThan(0);
      for (const table of [users, wallets, payCards, rechargeCards]) expect(await n(table)).toBe(0);
    } finally {
      await h.close();
    }
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Runs src/main.ts until `ready` answers, then stops it with SIGTERM. */
async function runServer(env: Record<string, string>, check: (url: string) => Promise<void>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'api'),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b) => {
    out += b;
  });
  child.stderr.on('data', (b) => {
    out += b;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
      const up = await fetch(`${url}/v1/app`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 600) throw new Error(`server did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await check(url);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  return out;
}

describe('the process', () => {
  it('NODE_ENV=production: no outbox, no demo data, says so; refuses to start without APP_SECRET', async () => {
    const dataDir = tempDir();
    const out = await runServer(
      { NODE_ENV: 'production', EXPOSE_OUTBOX: '1', APP_SECRET: SECRET, DATA_DIR: dataDir },
      async (url) => {
        expect((await fetch(`${url}/v1/dev/outbox?email=student@example.com`)).status).toBe(404);
      },
    );
    expect(out).toContain('production server');
    expect(out).not.toContain('demo student');
    const h = await createDb({ dataDir });
    try {
      expect((await h.db.select({ n: count() }).from(users))[0]?.n).toBe(0);
      expect((await h.db.select({ n: count() }).from(payCards))[0]?.n).toBe(0);
      expect(Number((await h.db.select({ n: count() }).from(grades))[0]?.n)).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
    const refused = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(repoRoot, 'api'),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: tempDir(), PORT: '1' },
    });
    expect(await new Promise((resolve) => refused.on('exit', resolve))).toBe(1);
  }, 240_000);

  it('the demo says it is one and serves the outbox', async () => {
    const out = await runServer({ DATA_DIR: tempDir() }, async (url) => {
      const res = await fetch(`${url}/v1/dev/outbox?email=student@example.com`);
      expect(res.status).toBe(200);
    });
    expect(out).toContain('DEMO MODE');
    expect(out).toContain('/v1/dev/outbox');
  }, 240_000);
});
