import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, testConfig } from '../../src/config';
import { createDb, type Db, type DbHandle } from '../../src/db/index';
import { createPgliteDb } from '../../src/db/pglite';

let template: Blob | undefined;
/** The migrated database of this run (test/support/pglite-template.ts), read once per worker. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!template && file) template = new Blob([readFileSync(file)]);
  return template;
}

export const TEST_OPS_KEY = 'ops-test-key-0123456789abcdefghijklmnop';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  driver: string;
  close: () => Promise<void>;
}

/**
 * A fresh database per call: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new database
 * created on that PostgreSQL server (dropped again on close). Uploads go to a temporary DATA_DIR.
 */
/** An in-memory PGlite with every migration, started from the run's migrated template when there is one. */
export function createPgliteTestDb(): Promise<DbHandle> {
  const dump = pgliteTemplate();
  return dump ? createPgliteDb(undefined, true, dump) : createDb({});
}

/**
 * A new database on TEST_DATABASE_URL's server: a copy of the run's migrated template
 * (test/support/pglite-template.ts), opened without migrating; with no template, migrated here.
 */
export async function createServerTestDb(
  serverUrl: string,
  prefix: string,
  poolSize: number,
): Promise<DbHandle> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize, migrate: !template });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestDb(): Promise<{ db: Db; driver: string; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createPgliteTestDb();
  return createServerTestDb(serverUrl, 't', 5);
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { clock?: () => Date } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const handle = await createTestDb();
  const config = testConfig({
    dataDir,
    rateLimits: false,
    deployRoot: join(dataDir, 'no-deploy'),
    shellDist: join(dataDir, 'no-shell'),
    // pnpm ops reaches a listening test app with this key (test/support/ops.ts, decision 0041).
    opsKey: TEST_OPS_KEY,
    ...overrides,
  });
  const app = await buildApp({ config, db: handle.db, ...(opts.clock ? { clock: opts.clock } : {}) });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    driver: handle.driver,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
