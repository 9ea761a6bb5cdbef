import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, setVerification, signUp } from '../support/fixtures';
import { multipart, PNG_1X1 } from '../support/multipart';

/** The shared password schema's own wording of its minimum length. */
const PASSWORD_MIN = 'كلمة المرور يجب ألا تقل عن 8 أحرف';

let t: TestApp;
let gradeIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  gradeIds = (await seedBasics(t.db)).gradeIds;
  await setVerification(t.db, false);
});
afterAll(() => t.close());

const put = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/profile',
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /v1/profile', () => {
  it('answers the user; 401 for a revoked token', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const res = await t.app.inject({ method: 'GET', url: '/v1/profile', headers: bearer(s.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(s.user.id);
    await t.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(s.token) });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/profile', headers: bearer(s.token) })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /v1/profile', () => {
  it('saves the editable fields and answers the user', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const res = await put(s.token, {
      name: 'اسم جديد',
      grade_id: gradeIds[2],
      governorate: 'أسوان',
      speciality: 'science-math',
      area: 'وسط البلد',
      last_year_mark: '٣٨٥.٥',
      parent_phone: '01223456789',
      parent_phone_country: 'EG',
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({
      name: 'اسم جديد',
      grade_id: gradeIds[2],
      governorate: 'أسوان',
      speciality: 'science-math',
      area: 'وسط البلد',
      last_year_mark: 385.5,
      parent_full_phone: '+201223456789',
    });
  });

  it('profile_not_completed follows the required fields; the phone can be set only while empty', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    await t.db
      .update(users)
      .set({ phone: null, fullPhone: null, phoneCountry: null })
      .where(eq(users.id, s.user.id));
    const before = await t.app.inject({ method: 'GET', url: '/v1/profile', headers: bearer(s.token) });
    expect(before.json().user.profile_not_completed).toBe(true);
    const set = await put(s.token, { phone: '01098765432', phone_country: 'EG' });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ full_phone: '+201098765432', profile_not_completed: false });
    const change = await put(s.token, { phone: '01011111111' });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors.phone).toEqual([DETAIL_MESSAGES.phoneLocked]);
    expect((await row(s.user.id)).fullPhone).toBe('+201098765432');
  });

  const bad: Array<[string, unknown, string]> = [
    ['empty body', {}, 'body'],
    ['unknown field', { email: 'new@example.com' }, 'email'],
    ['id is not editable', { id: 5 }, 'id'],
    ['negative mark', { last_year_mark: -1 }, 'last_year_mark'],
    ['mark as text', { last_year_mark: 'كثير' }, 'last_year_mark'],
    ['grade that does not exist', { grade_id: 999999 }, 'grade_id'],
    ['grade of the wrong type', { grade_id: true }, 'grade_id'],
    ['unknown governorate', { governorate: 'Tel Aviv' }, 'governorate'],
    ['unknown speciality', { speciality: 'medicine' }, 'speciality'],
    ['name too short', { name: 'a' }, 'name'],
    ['name of the wrong type', { name: ['x'] }, 'name'],
    [
      'Israeli parent number',
      { parent_phone: '0501234567', parent_phone_country: 'IL' },
      'parent_phone_country',
    ],
    ['invalid parent number', { parent_phone: '0100' }, 'parent_phone'],
  ];
  it.each(bad)('422 for %s; nothing changes', async (_n, payload, field) => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const before = await row(s.user.id);
    const res = await put(s.token, payload);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(field === 'body' ? Object.values(errors)[0]?.[0] : errors[field]?.[0]).toEqual(expect.any(String));
    expect(await row(s.user.id)).toEqual(before);
  });

  it('401 without a token; another token changes only its own user', async () => {
    const a = await signUp(t.app, t.db, gradeIds[0]!);
    const b = await signUp(t.app, t.db, gradeIds[0]!);
    expect((await put(null, { name: 'مهاجم' })).statusCode).toBe(401);
    const res = await put(b.token, { name: 'باء' });
    expect(res.json().user.id).toBe(b.user.id);
    expect((await row(a.user.id)).name).toBe('طالب تجريبي');
  });
});

describe('POST /v1/profile/avatar', () => {
  const upload = (token: string, file: { name: string; type: string; data: Buffer }, field = 'avatar') => {
    const m = multipart(field, file);
    return t.app.inject({
      method: 'POST',
      url: '/v1/profile/avatar',
      headers: { ...bearer(token), ...m.headers },
      payload: m.body,
    });
  };
  const avatars = () => {
    const dir = join(t.config.dataDir, 'uploads', 'avatars');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('stores a png checked by its bytes and serves it under /uploads', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const res = await upload(s.token, { name: 'me.bin', type: 'application/octet-stream', data: PNG_1X1 });
    expect(res.statusCode).toBe(200);
    const avatar = res.json().user.avatar as string;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/);
    const file = await t.app.inject({ method: 'GET', url: avatar });
    expect(file.statusCode).toBe(200);
    // Stored as decoded and encoded again (lib/image.ts): a PNG still, not necessarily the same bytes.
    expect(file.rawPayload.subarray(0, 8)).toEqual(PNG_1X1.subarray(0, 8));
    // A second upload replaces the first file.
    const again = await upload(s.token, { name: 'me.png', type: 'image/png', data: PNG_1X1 });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });

  const spoofs: Array<[string, { name: string; type: string; data: Buffer }, string]> = [
    [
      'a .png that is text',
      { name: 'x.png', type: 'image/png', data: Buffer.from('hello, not an image') },
      'avatar',
    ],
    [
      'a gif',
      {
        name: 'x.gif',
        type: 'image/gif',
        data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      },
      'avatar',
    ],
    [
      'a pdf named .jpg',
      { name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n', 'latin1') },
      'avatar',
    ],
    ['an empty file', { name: 'x.png', type: 'image/png', data: Buffer.alloc(0) }, 'avatar'],
    [
      'over 2 MB',
      {
        name: 'x.png',
        type: 'image/png',
        data: Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 10)]),
      },
      'avatar',
    ],
  ];
  it.each(spoofs)('422 for %s; nothing stored', async (_n, file, field) => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const before = avatars().length;
    const res = await upload(s.token, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]?.[0]).toEqual(expect.any(String));
    expect((await row(s.user.id)).avatar).toBeNull();
    expect(avatars().length).toBe(before);
  });

  it('422 for a wrong field name or a JSON body; 401 without a token', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    expect(
      (await upload(s.token, { name: 'x.png', type: 'image/png', data: PNG_1X1 }, 'photo')).statusCode,
    ).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/profile/avatar',
      headers: bearer(s.token),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const m = multipart('avatar', { name: 'x.png', type: 'image/png', data: PNG_1X1 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/profile/avatar', headers: m.headers, payload: m.body }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /v1/profile/password', () => {
  const change = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/profile/password',
      headers: bearer(token),
      payload: payload as object,
    });

  it('answers a new token and user, revokes the other tokens', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const res = await change(s.token, { current_password: s.password, password: 'the-new-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token: expect.any(String),
      user: { id: s.user.id },
      message: expect.any(String),
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(s.token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(res.json().token) }))
        .statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: s.email, password: 'the-new-secret' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('WRONG_OLD_PASSWORD changes nothing', async () => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const before = await row(s.user.id);
    const res = await change(s.token, { current_password: 'not-my-password', password: 'the-new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'WRONG_OLD_PASSWORD',
      message: 'كلمة المرور الحالية غير صحيحة',
    });
    expect(await row(s.user.id)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(s.token) })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['both empty', { current_password: '', password: '' }, 'current_password', 'لا تترك الحقول فارغة'],
    ['missing new password', { current_password: 'x' }, 'password', 'هذا الحقل مطلوب'],
    ['short new password', { current_password: 'x', password: 'short' }, 'password', PASSWORD_MIN],
    [
      'unknown field',
      { current_password: 'x', password: 'long-enough-1', password_confirmation: 'y' },
      'password_confirmation',
      'حقل غير معروف',
    ],
  ])('422 for %s', async (_n, payload, field, message) => {
    const s = await signUp(t.app, t.db, gradeIds[0]!);
    const res = await change(s.token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});
