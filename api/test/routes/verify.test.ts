import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, lastCode, seedBasics, setVerification, signUp } from '../support/fixtures';

let t: TestApp;
let gradeId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, true);
});
afterAll(() => t.close());

const post = (url: string, token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
const verifiedAt = async (id: number) =>
  (await t.db.select({ v: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0]!.v;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /v1/verify', () => {
  it('confirms the e-mail with the mailed code (Arabic-Indic digits accepted) and adds a notification', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const code = await lastCode(t.db, s.email);
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const res = await post('/v1/verify', s.token, { code: arabic });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user.email_verified_at).toEqual(expect.any(String));
    expect(user.notifications[0]).toMatchObject({ type: 'verified', read: false });
    expect(user.notifications_count).toBe(1);
    // Reusing the code: already verified.
    const again = await post('/v1/verify', s.token, { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('INVALID_CODE for a wrong code, nothing verified; the 5th wrong try burns the code', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const code = await lastCode(t.db, s.email);
    for (let i = 1; i <= 4; i++) {
      const res = await post('/v1/verify', s.token, { code: wrong(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID_CODE', message: expect.any(String) });
    }
    const fifth = await post('/v1/verify', s.token, { code: wrong(code) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toBe('TOO_MANY_ATTEMPTS');
    const right = await post('/v1/verify', s.token, { code });
    expect(right.statusCode).toBe(429);
    expect(await verifiedAt(s.user.id)).toBeNull();
    // A new code works again.
    expect((await post('/v1/verify/send', s.token)).statusCode).toBe(200);
    const fresh = await lastCode(t.db, s.email);
    expect((await post('/v1/verify', s.token, { code: fresh })).statusCode).toBe(200);
  });

  it('CODE_EXPIRED after 10 minutes, nothing verified', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const code = await lastCode(t.db, s.email);
    await t.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userId, s.user.id));
    const res = await post('/v1/verify', s.token, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('CODE_EXPIRED');
    expect(await verifiedAt(s.user.id)).toBeNull();
  });

  it('a resent code replaces the previous one', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    const first = await lastCode(t.db, s.email);
    const send = await post('/v1/verify/send', s.token);
    expect(send.statusCode).toBe(200);
    expect(send.json().message).toEqual(expect.any(String));
    const second = await lastCode(t.db, s.email);
    if (first !== second) {
      const old = await post('/v1/verify', s.token, { code: first });
      expect(old.json().error).toBe('INVALID_CODE');
    }
    expect((await post('/v1/verify', s.token, { code: second })).statusCode).toBe(200);
  });

  it.each([
    ['missing code', {}, 'code', 'هذا الحقل مطلوب'],
    ['five digits', { code: '12345' }, 'code', 'الكود يتكون من 6 أرقام'],
    ['letters', { code: 'abcdef' }, 'code', 'الكود يتكون من 6 أرقام'],
    ['number type', { code: 123456 }, 'code', 'نوع القيمة غير صحيح'],
    ['unknown field', { code: '123456', email: 'x@y.z' }, 'email', 'حقل غير معروف'],
  ])('422 for %s', async (_n, payload, field, message) => {
    const s = await signUp(t.app, t.db, gradeId);
    const res = await post('/v1/verify', s.token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await verifiedAt(s.user.id)).toBeNull();
  });

  it("another user's code does not verify this account", async () => {
    const a = await signUp(t.app, t.db, gradeId);
    const b = await signUp(t.app, t.db, gradeId);
    const codeA = await lastCode(t.db, a.email);
    const codeB = await lastCode(t.db, b.email);
    if (codeA !== codeB) {
      const res = await post('/v1/verify', b.token, { code: codeA });
      expect(res.json().error).toBe('INVALID_CODE');
      expect(await verifiedAt(b.user.id)).toBeNull();
    }
  });

  it('401 without a token and with a revoked token', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await post('/v1/logout', s.token);
    const code = await lastCode(t.db, s.email);
    expect((await post('/v1/verify', s.token, { code })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/verify/send' })).statusCode).toBe(401);
    expect(await verifiedAt(s.user.id)).toBeNull();
  });
});
