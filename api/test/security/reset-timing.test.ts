import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAX_ATTEMPTS } from '../../src/domain/auth/codes';
import { RESET_REQUEST_FLOOR_MS, RESET_VALIDATE_FLOOR_MS } from '../../src/domain/auth/password-reset';
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

  it('step 2 answers a wrong code as slowly for a known e-mail as for an unknown one', async () => {
    // Medians of interleaved runs, compared with a generous ratio: the known e-mail's extra work
    // (the code row, the hour's tries, a write) once made it several times slower.
    const accounts = [];
    for (let i = 0; i < 3; i++) {
      const s = await signUp(t.app, t.db, gradeId);
      await post('/v1/password/reset', { email: s.email });
      const right = await lastCode(t.db, s.email);
      // Another code than the mailed one: a wrong try that is never the right one by chance.
      accounts.push({ email: s.email, wrong: `${(Number(right[0]) + 1) % 10}${right.slice(1)}` });
    }
    const timed = async (email: string, code: string) => {
      const started = performance.now();
      const res = await post('/v1/password/reset/validate', { email, code });
      const took = performance.now() - started;
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('INVALID_CODE');
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Four wrong tries per account at most: never the fifth that burns the code.
    for (let i = 0; i < 12; i++) {
      const a = accounts[i % accounts.length]!;
      known.push(await timed(a.email, a.wrong));
      unknown.push(await timed(`nobody-${i}@example.com`, a.wrong));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(1 / 1.5);
    expect(ratio).toBeLessThan(1.5);
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(RESET_VALIDATE_FLOOR_MS - 5);
  });

  it(`locks the account after ${ACCOUNT_MAX_ATTEMPTS} wrong codes, across new codes`, async () => {
    const s = await signUp(t.app, t.db, gradeId);
    let wrong = 0;
    while (wrong < ACCOUNT_MAX_ATTEMPTS) {
      await post('/v1/password/reset', { email: s.email });
      // Four wrong tries per code: never the fifth that burns it.
      for (let i = 0; i < 4 && wrong < ACCOUNT_MAX_ATTEMPTS; i++, wrong++) {
        const res = await post('/v1/password/reset/validate', { email: s.email, code: '000000' });
        expect(res.json().error).toBe('INVALID_CODE');
      }
    }
    await post('/v1/password/reset', { email: s.email });
    const right = await lastCode(t.db, s.email);
    const res = await post('/v1/password/reset/validate', { email: s.email, code: right });
    // Locked: even the right code gives no url, in the very words a wrong code for nobody gets.
    const ghost = await post('/v1/password/reset/validate', {
      email: 'ghost-locked@example.com',
      code: right,
    });
    expect(res.statusCode).toBe(ghost.statusCode);
    expect(res.json()).toEqual(ghost.json());
    expect(res.json().error).toBe('INVALID_CODE');
  });
});
