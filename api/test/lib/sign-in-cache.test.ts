import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { makeStaff } from '../support/staff';

// Issue 35: the signed-in lookup is cached per process; every change to a sign-in or its user is
// seen at once, here and (PostgreSQL) on a second instance. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
let t: TestApp;
let gradeId: number;

beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
});
afterAll(() => t?.close());

const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const profile = (token: string, app = t.app) => call(app, 'GET', '/v1/profile', token);

describe('the cached sign-in on one instance', () => {
  it('logout: the token is refused at once', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    expect((await profile(s.token)).statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/v1/logout', s.token)).statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
  });

  it('password change: the old token is refused, the new one works', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    expect((await profile(s.token)).statusCode).toBe(200);
    const res = await call(t.app, 'POST', '/v1/profile/password', s.token, {
      current_password: s.password,
      password: 'the-new-secret-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await profile(res.json().token)).statusCode).toBe(200);
  });

  it('a profile change is answered at once', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    expect((await profile(s.token)).json().user.name).not.toBe('اسم بعد التعديل');
    expect((await call(t.app, 'PUT', '/v1/profile', s.token, { name: 'اسم بعد التعديل' })).statusCode).toBe(
      200,
    );
    expect((await profile(s.token)).json().user.name).toBe('اسم بعد التعديل');
  });

  it('block and device sign-out by the desk: refused at once', async () => {
    const desk = await makeStaff(t.db, 'assistant');
    const a = await signUp(t.app, t.db, gradeId);
    const b = await signUp(t.app, t.db, gradeId);
    expect((await profile(a.token)).statusCode).toBe(200);
    expect((await profile(b.token)).statusCode).toBe(200);
    const revoke = await call(
      t.app,
      'POST',
      `/v1/staff/students/${a.user.id}/sessions/revoke`,
      desk.token,
      {},
    );
    expect(revoke.statusCode).toBe(200);
    expect((await profile(a.token)).statusCode).toBe(401);
    const block = await call(t.app, 'POST', `/v1/staff/students/${b.user.id}/block`, desk.token, {});
    expect(block.statusCode).toBe(200);
    expect((await profile(b.token)).statusCode).toBe(401);
  });

  it('a disabled staff account: refused at once', async () => {
    const admin = await makeStaff(t.db, 'admin');
    const desk = await makeStaff(t.db, 'assistant');
    expect((await call(t.app, 'GET', '/v1/staff/me', desk.token)).statusCode).toBe(200);
    const res = await call(t.app, 'PUT', `/v1/staff/accounts/${desk.id}/disabled`, admin.token, {
      disabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/v1/staff/me', desk.token)).statusCode).toBe(401);
  });
});

describe('every change to a sign-in or its user announces it', () => {
  // A new query writing users or access_tokens must forget the cached sign-ins (lib/sign-in-cache.ts).
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
    });
  const src = join(import.meta.dirname, '../../src');
  const writers = files(src).filter((f) =>
    /\.(update|delete)\((users|accessTokens)\)|(update|delete from) (users|access_tokens)\b/.test(
      readFileSync(f, 'utf8'),
    ),
  );

  it.each(writers.map((f) => [f.slice(src.length + 1)]))('%s calls forgetSignIns', (file) => {
    expect(readFileSync(join(src, file), 'utf8')).toMatch(/forgetSignIns\(/);
  });
  it('finds the writers', () => expect(writers.length).toBeGreaterThan(3));
});

const SERVER = process.env.TEST_DATABASE_URL;

describe.skipIf(!SERVER)('two instances on one PostgreSQL', () => {
  let name = '';
  const handles: DbHandle[] = [];
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    name = `t_signin_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(SERVER ?? '');
    u.pathname = `/${name}`;
    const url = u.toString();
    for (const _ of [1, 2]) {
      const handle = await createDb({ databaseUrl: url, poolSize: 3 });
      const dataDir = mkdtempSync(join(tmpdir(), 'api-signin-'));
      const config = testConfig({ dataDir, databaseUrl: url, rateLimits: false });
      const app = await buildApp({ config, db: handle.db });
      await app.ready();
      handles.push(handle);
      apps.push(app);
      dirs.push(dataDir);
    }
    gradeId2 = (await seedBasics(handles[0]!.db)).gradeIds[0]!;
  });
  let gradeId2 = 0;

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const h of handles) await h.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a token revoked on one instance is refused by the other at once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const s = await signUp(a, handles[0]!.db, gradeId2);
    // Cached on b, twice over.
    expect((await profile(s.token, b)).statusCode).toBe(200);
    expect((await profile(s.token, b)).statusCode).toBe(200);
    expect((await call(a, 'POST', '/v1/logout', s.token)).statusCode).toBe(200);
    // The announcement left before a answered; b hears it within a network hop.
    await expect
      .poll(async () => (await profile(s.token, b)).statusCode, { timeout: 500, interval: 5 })
      .toBe(401);
  });

  it('a password changed on one instance ends the old token on the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const s = await signUp(a, handles[0]!.db, gradeId2);
    expect((await profile(s.token, b)).statusCode).toBe(200);
    const res = await call(a, 'POST', '/v1/profile/password', s.token, {
      current_password: s.password,
      password: 'the-new-secret-2',
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(async () => (await profile(s.token, b)).statusCode, { timeout: 500, interval: 5 })
      .toBe(401);
    expect((await profile(res.json().token, b)).statusCode).toBe(200);
  });

  it('a profile changed on one instance is answered by the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const s = await signUp(a, handles[0]!.db, gradeId2);
    expect((await profile(s.token, b)).statusCode).toBe(200);
    expect((await call(a, 'PUT', '/v1/profile', s.token, { name: 'من النسخة الأولى' })).statusCode).toBe(200);
    await expect
      .poll(async () => (await profile(s.token, b)).json().user.name, { timeout: 500, interval: 5 })
      .toBe('من النسخة الأولى');
  });
});
