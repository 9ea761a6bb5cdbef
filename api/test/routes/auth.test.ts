import { DETAIL_MESSAGES, ERROR_MESSAGES } from '@app/shared-contracts/errors';
import { userSchema } from '@app/shared-contracts/schemas';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, mailOutbox, users } from '../../src/db/schema/index';
import { updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, registerBody, seedBasics, signUp } from '../support/fixtures';

let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const usersCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /v1/register', () => {
  it('with e-mail verification on: token, full user and verification SENT, code mailed', async () => {
    await updateSettings(t.db, { email_verification: true, register_auto_login: true });
    const body = registerBody(gradeId, { email: 'New.Student@Example.com' });
    const res = await post('/v1/register', body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.verification).toBe('SENT');
    expect(json.token).toMatch(/^[\w-]{40,}$/);
    const user = userSchema.strict().parse(json.user);
    expect(user.email).toBe('new.student@example.com');
    expect(user.full_phone).toBe('+201012345678');
    expect(user.phone_country).toBe('EG');
    expect(user.grade).toEqual({ id: gradeId, name: 'الصف الأول الثانوي' });
    expect(user.balance).toBe(0);
    expect(user.email_verified_at).toBeNull();
    expect(user.profile_not_completed).toBe(false);
    expect(user.my_courses).toEqual([]);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.some((m) => m.to === 'new.student@example.com' && /\d{6}/.test(m.text))).toBe(true);
  });

  it('with verification off: token and user, verification null, no mail', async () => {
    await updateSettings(t.db, { email_verification: false });
    const before = (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const res = await post('/v1/register', registerBody(gradeId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verification: null });
    expect(res.json().token).toBeTruthy();
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(before);
  });

  it('without auto-login: no token, no user, a message to sign in', async () => {
    await updateSettings(t.db, { register_auto_login: false, email_verification: false });
    const res = await post('/v1/register', registerBody(gradeId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: null, user: null, verification: null });
    expect(res.json().message).toMatch(/سجّل الدخول/);
    await updateSettings(t.db, { register_auto_login: true });
  });

  it('stores the password as argon2id, never in clear', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const rows = await t.db.select().from(users);
    const row = rows.find((u) => u.email === s.email)!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const tokens = await t.db.select().from(accessTokens);
    expect(tokens.some((r) => r.tokenHash === s.token)).toBe(false);
  });

  const bad: Array<[string, (g: number) => unknown, string]> = [
    ['missing email', (g) => ({ ...registerBody(g), email: undefined }), 'email'],
    ['malformed email', (g) => registerBody(g, { email: 'not-an-email' }), 'email'],
    ['short password', (g) => registerBody(g, { password: 'short' }), 'password'],
    ['password of the wrong type', (g) => registerBody(g, { password: 12345678 }), 'password'],
    ['unknown field', (g) => registerBody(g, { is_admin: true }), 'is_admin'],
    ['grade that does not exist', () => registerBody(999_999), 'grade_id'],
    ['grade as text', () => registerBody(1, { grade_id: 'abc' }), 'grade_id'],
    ['unknown governorate', (g) => registerBody(g, { governorate: 'باريس' }), 'governorate'],
    ['unknown speciality', (g) => registerBody(g, { speciality: 'arts' }), 'speciality'],
    ['invalid phone', (g) => registerBody(g, { phone: '0101' }), 'phone'],
    ['valid-looking phone that is no number', (g) => registerBody(g, { phone: '01912345678' }), 'phone'],
    ['Israeli number', (g) => registerBody(g, { phone: '0501234567', phone_country: 'IL' }), 'phone_country'],
    [
      'Israeli full phone',
      (g) => registerBody(g, { full_phone: '+972501234567', phone_country: 'EG' }),
      'phone',
    ],
    ['invalid parent phone', (g) => registerBody(g, { parent_phone: '123' }), 'parent_phone'],
  ];
  it.each(bad)('422 for %s, nothing created', async (_name, make, field) => {
    const before = await usersCount();
    const res = await post('/v1/register', make(gradeId));
    expect(res.statusCode).toBe(422);
    const json = res.json();
    expect(json.errors[field]?.[0]).toEqual(expect.any(String));
    expect(json.message).toEqual(expect.any(String));
    expect(await usersCount()).toBe(before);
  });

  it('422 on a taken e-mail (any case), nothing created', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const before = await usersCount();
    const res = await post('/v1/register', registerBody(gradeId, { email: s.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([ERROR_MESSAGES.EMAIL_TAKEN]);
    expect(await usersCount()).toBe(before);
  });

  it('accepts Arabic-Indic digits in phones', async () => {
    const res = await post('/v1/register', registerBody(gradeId, { phone: '٠١٠١٢٣٤٥٦٧٨' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.full_phone).toBe('+201012345678');
  });

  it('422 on malformed JSON and 413 on an oversized body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: DETAIL_MESSAGES.invalid,
      errors: { body: [DETAIL_MESSAGES.invalid] },
    });
    const big = await post('/v1/register', registerBody(gradeId, { name: 'x'.repeat(300 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('POST /v1/login, /v1/auth/user, /v1/logout', () => {
  it('signs in with any e-mail case and answers the user', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const res = await post('/v1/login', { email: s.email.toUpperCase(), password: s.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(s.user.id);
    const me = await post('/v1/auth/user', undefined, bearer(res.json().token));
    expect(me.statusCode).toBe(200);
    expect(userSchema.parse(me.json().user).email).toBe(s.email);
  });

  it('INVALID_CREDENTIALS for a wrong password or an unknown e-mail, no token created', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const before = (await t.db.select({ n: count() }).from(accessTokens))[0]!.n;
    for (const payload of [
      { email: s.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: s.password },
    ]) {
      const res = await post('/v1/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'INVALID_CREDENTIALS', message: expect.any(String) });
    }
    expect((await t.db.select({ n: count() }).from(accessTokens))[0]!.n).toBe(before);
  });

  it.each([
    ['missing password', { email: 'a@b.co' }, 'password', 'هذا الحقل مطلوب'],
    ['password as a number', { email: 'a@b.co', password: 5 }, 'password', 'نوع القيمة غير صحيح'],
    ['unknown field', { email: 'a@b.co', password: 'x', remember: true }, 'remember', 'حقل غير معروف'],
    ['bad email', { email: 'nope', password: 'x' }, 'email', 'البريد الإلكتروني غير صحيح'],
  ])('422 for %s', async (_n, payload, field, message) => {
    const res = await post('/v1/login', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('401 without a token, with a garbage token and with a malformed header', async () => {
    for (const headers of [{}, bearer('x'.repeat(43)), { authorization: 'Basic abc' }]) {
      const res = await post('/v1/auth/user', undefined, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
    }
  });

  it('logout revokes only that token', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const second = (await post('/v1/login', { email: s.email, password: s.password })).json().token;
    const out = await post('/v1/logout', undefined, bearer(s.token));
    expect(out.statusCode).toBe(200);
    expect((await post('/v1/auth/user', undefined, bearer(s.token))).statusCode).toBe(401);
    expect((await post('/v1/logout', undefined, bearer(s.token))).statusCode).toBe(401);
    expect((await post('/v1/auth/user', undefined, bearer(second))).statusCode).toBe(200);
  });

  it('accepts an empty JSON body on body-less calls but refuses unknown fields', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/user',
      headers: { ...bearer(s.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const extra = await post('/v1/logout', { everywhere: true }, bearer(s.token));
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.everywhere).toEqual(['حقل غير معروف']);
    expect((await post('/v1/auth/user', undefined, bearer(s.token))).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('login: RATE_LIMITED after repeated attempts on one e-mail', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v1/login',
          payload: { email: 'victim@example.com', password: `guess-${i}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5).every((c) => c === 401)).toBe(true);
      expect(codes.at(-1)).toBe(429);
      const last = await limited.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: 'victim@example.com', password: 'x' },
      });
      expect(last.json()).toMatchObject({ error: 'RATE_LIMITED', message: expect.any(String) });
    } finally {
      await limited.close();
    }
  });
});
