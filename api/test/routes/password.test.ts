import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, mailOutbox, passwordResetGrants } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, lastCode, seedBasics, setVerification, signUp } from '../support/fixtures';

/** The shared password schema's own wording of its minimum length. */
const PASSWORD_MIN = 'كلمة المرور يجب ألا تقل عن 8 أحرف';

let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const canLogin = async (email: string, password: string) =>
  (await post('/v1/login', { email, password })).statusCode === 200;

async function resetUrl(email: string): Promise<string> {
  expect((await post('/v1/password/reset', { email })).statusCode).toBe(200);
  const res = await post('/v1/password/reset/validate', { email, code: await lastCode(t.db, email) });
  expect(res.statusCode).toBe(200);
  return res.json().url;
}

describe('password reset', () => {
  it('e-mail → code → one-time url → new password; old sessions revoked', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const url = await resetUrl(s.email);
    expect(url).toMatch(/^\/v1\/password\/reset\/[\w-]+$/);
    const done = await post(url, { password: 'brand-new-pass' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toEqual(expect.any(String));
    expect(await canLogin(s.email, 'brand-new-pass')).toBe(true);
    expect(await canLogin(s.email, s.password)).toBe(false);
    expect((await post('/v1/auth/user', undefined, bearer(s.token))).statusCode).toBe(401);
    // The url is single use.
    const reused = await post(url, { password: 'another-pass-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('INVALID_RESET_TOKEN');
    expect(await canLogin(s.email, 'brand-new-pass')).toBe(true);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const res = await post('/v1/password/reset', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(before);
    const validate = await post('/v1/password/reset/validate', {
      email: 'ghost@example.com',
      code: '123456',
    });
    expect(validate.json().error).toBe('INVALID_CODE');
  });

  it('a reused, wrong or expired code gives no url', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await post('/v1/password/reset', { email: s.email });
    const code = await lastCode(t.db, s.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/v1/password/reset/validate', { email: s.email, code: wrong })).json().error).toBe(
      'INVALID_CODE',
    );
    expect((await post('/v1/password/reset/validate', { email: s.email, code })).statusCode).toBe(200);
    expect((await post('/v1/password/reset/validate', { email: s.email, code })).json().error).toBe(
      'INVALID_CODE',
    );

    await post('/v1/password/reset', { email: s.email });
    const code2 = await lastCode(t.db, s.email);
    await t.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailCodes.userId, s.user.id));
    // An expired code answers as a wrong one: only real accounts have codes to expire (issue 29).
    expect((await post('/v1/password/reset/validate', { email: s.email, code: code2 })).json().error).toBe(
      'INVALID_CODE',
    );
    expect(await canLogin(s.email, s.password)).toBe(true);
  });

  it('an expired url is refused and changes nothing', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const url = await resetUrl(s.email);
    await t.db
      .update(passwordResetGrants)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResetGrants.userId, s.user.id));
    const res = await post(url, { password: 'brand-new-pass' });
    expect(res.json().error).toBe('INVALID_RESET_TOKEN');
    expect(await canLogin(s.email, s.password)).toBe(true);
  });

  it.each([
    // The shared e-mail schema words a missing e-mail as a bad one.
    ['/v1/password/reset', {}, 'email', 'البريد الإلكتروني غير صحيح'],
    ['/v1/password/reset', { email: 'x@y.z', extra: 1 }, 'extra', 'حقل غير معروف'],
    ['/v1/password/reset/validate', { email: 'x@y.z' }, 'code', 'هذا الحقل مطلوب'],
    ['/v1/password/reset/validate', { email: 'x@y.z', code: 12 }, 'code', 'نوع القيمة غير صحيح'],
    ['/v1/password/reset/0123456789abcdefghij', {}, 'password', 'هذا الحقل مطلوب'],
    ['/v1/password/reset/0123456789abcdefghij', { password: 'short' }, 'password', PASSWORD_MIN],
  ])('422 on %s with %j', async (url, payload, field, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});

describe('POST /v1/password (signed in)', () => {
  it('sets the password, answers a new token and user, revokes every other token', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const other = (await post('/v1/login', { email: s.email, password: s.password })).json().token;
    const res = await post(
      '/v1/password',
      { current_password: s.password, password: 'set-by-user-1' },
      bearer(s.token),
    );
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user.id).toBe(s.user.id);
    expect(token).not.toBe(s.token);
    expect((await post('/v1/auth/user', undefined, bearer(token))).statusCode).toBe(200);
    expect((await post('/v1/auth/user', undefined, bearer(s.token))).statusCode).toBe(401);
    expect((await post('/v1/auth/user', undefined, bearer(other))).statusCode).toBe(401);
    expect(await canLogin(s.email, 'set-by-user-1')).toBe(true);
  });

  it('401 without a token; 422 on a short password, nothing changed', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    expect((await post('/v1/password', { password: 'whatever-123' })).statusCode).toBe(401);
    const short = await post(
      '/v1/password',
      { current_password: s.password, password: '1' },
      bearer(s.token),
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([PASSWORD_MIN]);
    expect(await canLogin(s.email, s.password)).toBe(true);
    expect((await post('/v1/auth/user', undefined, bearer(s.token))).statusCode).toBe(200);
  });
});
