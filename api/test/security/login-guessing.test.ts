import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, LOGIN_SLOWDOWN_MS } from '../../src/plugins/rate-limit';
import { createTestApp, type TestApp } from '../support/app';
import { type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';

// Issue: ten wrong passwords a minute locked the real owner out (429 even with the right password).
// Guessing is now stopped per (IP, e-mail) and per IP; an e-mail alone is only slowed down.
let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** A student registered from an address of her own (register is limited per IP too). */
async function owner(): Promise<SignedUp> {
  n += 1;
  const s = await signUp(t.app, t.db, gradeId, { email: `owner-${n}-${Date.now()}@example.com` });
  return s;
}
const login = (ip: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/login', remoteAddress: ip, payload: { email, password } });

describe('login guessing', () => {
  it('50 wrong tries from one IP get 429; the owner from another IP signs in', async () => {
    const s = await owner();
    const codes: number[] = [];
    for (let i = 0; i < 50; i++)
      codes.push((await login('203.0.113.66', s.email, `guess-${i}-x`)).statusCode);
    expect(codes.slice(0, AUTH_LIMITS.login.pair)).toEqual(Array(AUTH_LIMITS.login.pair).fill(401));
    expect(codes.slice(AUTH_LIMITS.login.pair)).toEqual(Array(50 - AUTH_LIMITS.login.pair).fill(429));
    // The attacker's address stays refused, even with the right password.
    expect((await login('203.0.113.66', s.email, s.password)).statusCode).toBe(429);
    const mine = await login('198.51.100.7', s.email, s.password);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().token).toEqual(expect.any(String));
  });

  it('one IP trying many e-mails is stopped by its own limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.login.ip; i++) {
      codes.push((await login('203.0.113.90', `nobody-${i}@example.com`, 'wrong-password-1')).statusCode);
    }
    expect(codes.slice(0, AUTH_LIMITS.login.ip).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Another address is not concerned.
    expect((await login('203.0.113.91', 'nobody-0@example.com', 'wrong-password-1')).statusCode).toBe(401);
  });

  it('an e-mail guessed from many IPs is slowed, never blocked, and the owner still signs in', async () => {
    const s = await owner();
    for (let i = 0; i < AUTH_LIMITS.login.email; i++) {
      expect((await login(`192.0.2.${i + 1}`, s.email, 'wrong-password-1')).statusCode).toBe(401);
    }
    const started = performance.now();
    const late = await login('192.0.2.200', s.email, 'wrong-password-1');
    expect(late.statusCode).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_MS - 50);
    const mine = await login('198.51.100.8', s.email, s.password);
    expect(mine.statusCode).toBe(200);
  });
});
