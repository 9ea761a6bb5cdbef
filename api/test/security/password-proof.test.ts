import { Writable } from 'node:stream';
import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { users } from '../../src/db/schema/index';
import { redactUrl } from '../../src/lib/redact-url';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

// Issue 8, finding 4: POST /password let a stolen token keep the account.
let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
});
afterAll(async () => {
  await t?.close();
});

const setPassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/password', headers: bearer(token), payload });

describe('POST /v1/password needs proof', () => {
  it('a token alone is not enough: 422 without, 400 with a wrong current password; nothing changed', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const [before] = await t.db.select().from(users).where(eq(users.id, s.user.id));
    const none = await setPassword(s.token, { password: 'taken-over-1' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.current_password).toEqual([DETAIL_MESSAGES.currentPasswordRequired]);
    const wrong = await setPassword(s.token, { current_password: 'guess-123', password: 'taken-over-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('WRONG_OLD_PASSWORD');
    const [after] = await t.db.select().from(users).where(eq(users.id, s.user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    const right = await setPassword(s.token, { current_password: s.password, password: 'my-new-pass-1' });
    expect(right.statusCode).toBe(200);
  });

  it('an account staff made with a temporary password sets one once without the old one', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await t.db.update(users).set({ mustSetPassword: true }).where(eq(users.id, s.user.id));
    const first = await setPassword(s.token, { password: 'chosen-by-me-1' });
    expect(first.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row!.mustSetPassword).toBe(false);
    const again = await setPassword(first.json().token, { password: 'chosen-again-2' });
    expect(again.statusCode).toBe(422);
  });
});

describe('request logs', () => {
  it('redact the hand-off token and the reset path', () => {
    expect(redactUrl('/?tk=abc123&from=app&to=w')).toBe('/?tk=[redacted]&from=app&to=w');
    expect(redactUrl('/v1/password/reset/0123456789abcdefghij')).toBe('/v1/password/reset/[redacted]');
    expect(redactUrl('/v1/password/reset/validate')).toBe('/v1/password/reset/validate');
  });

  it('the server log never holds them', async () => {
    let logged = '';
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ ...t.config, logLevel: 'info' }),
      db: t.db,
      logStream,
    });
    await app.inject({ method: 'GET', url: '/welcome?tk=SECRET-HANDOFF-TOKEN&from=app' });
    await app.inject({ method: 'POST', url: '/v1/password/reset/SECRET-RESET-TOKEN-0123', payload: {} });
    await app.close();
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain('SECRET-HANDOFF-TOKEN');
    expect(logged).not.toContain('SECRET-RESET-TOKEN');
  });
});
