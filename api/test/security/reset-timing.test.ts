import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAX_ATTEMPTS } from '../../src/domain/auth/codes';
import { RESET_REQUEST_FLOOR_MS } from '../../src/domain/auth/password-reset';
import { createTestApp, type TestApp } from '../support/app';
import { lastCode, seedBasics, signUp } from '../support/fixtures';

// Issue 8, finding 9: reset timing told which e-mails exist; a new code bought five new guesses.
let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('password reset', () => {
  it('takes at least the same floor for a known and an unknown e-mail', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    for (const email of [s.email, 'nobody-here@example.com']) {
      const started = performance.now();
      const res = await post('/v1/password/reset', { email });
      const took = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(took).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS - 5);
    }
  });

  it(`locks the account after ${ACCOUNT_MAX_ATTEMPTS} wrong codes, across new codes`, async () => {
    const s = await signUp(t.app, t.db, gradeId);
    let wrong = 0;
    while (wrong < ACCOUNT_MAX_ATTEMPTS) {
      await post('/v1/password/reset', { email: s.email });
      // Four wrong tries per code: never the fifth that burns it.
      for (let i = 0; i < 4 && wrong < ACCOUNT_MAX_ATTEMPTS; i++, wrong++) {
        const res = await post('/v1/password/reset/validate', { email: s.email, code: '000000' });
        expect(res.json().error).toMatch(/INVALID_CODE|TOO_MANY_ATTEMPTS/);
      }
    }
    await post('/v1/password/reset', { email: s.email });
    const right = await lastCode(t.db, s.email);
    const res = await post('/v1/password/reset/validate', { email: s.email, code: right });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('TOO_MANY_ATTEMPTS');
  });
});
