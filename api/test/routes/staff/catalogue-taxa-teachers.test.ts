import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { bearer, seedBasics, setVerification, signUp } from '../../support/fixtures';
import { multipart, PNG_1X1 } from '../../support/multipart';
import { makeStaff, type StaffMember } from '../../support/staff';

// Catalogue authoring: grades, categories, teachers (issue 33, decision 0043).

let t: TestApp;
let admin: StaffMember;
let assistant: StaffMember;
let gradeIds: number[];

const call = (who: StaffMember, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/v1/staff/catalogue${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  gradeIds = (await seedBasics(t.db)).gradeIds;
  await setVerification(t.db, false);
  admin = await makeStaff(t.db, 'admin');
  assistant = await makeStaff(t.db, 'assistant');
  await signUp(t.app, t.db, gradeIds[0]!); // a student in the first grade
});
afterAll(() => t.close());

describe('grades and categories', () => {
  it('adds one last, renames it, refuses a taken name', async () => {
    const res = await call(assistant, 'POST', '/grades', { name: '  الصف التجريبي  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'الصف التجريبي', position: 4 });
    const id = res.json().data.id;
    const taken = await call(assistant, 'PUT', `/grades/${id}`, { name: 'الصف الأول الثانوي' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['هذا الاسم مستخدم من قبل']);
    const renamed = await call(assistant, 'PUT', `/grades/${id}`, { name: 'الصف الرابع' });
    expect(renamed.json().data.name).toBe('الصف الرابع');
    // the students' /app lists it
    const app = await t.app.inject({ method: 'GET', url: '/v1/app' });
    expect(JSON.stringify(app.json())).toContain('الصف الرابع');
  });

  it('reorders with every id once; a stale list is 422', async () => {
    const list = (await call(admin, 'GET', '/categories')).json().items.map((c: { id: number }) => c.id);
    const res = await call(assistant, 'PUT', '/categories/order', { ids: [...list].reverse() });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { id: number }) => c.id)).toEqual([...list].reverse());
    const stale = await call(assistant, 'PUT', '/categories/order', { ids: list.slice(1) });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.ids).toBeDefined();
  });

  it('deletes: admin only, never one students or courses use', async () => {
    const fresh = (await call(admin, 'POST', '/categories', { name: 'مادة مؤقتة' })).json().data.id;
    expect((await call(assistant, 'DELETE', `/categories/${fresh}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/categories/${fresh}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/categories/${fresh}`)).statusCode).toBe(404);
    const used = await call(admin, 'DELETE', `/grades/${gradeIds[0]}`);
    expect(used.statusCode).toBe(422);
    expect(used.json().errors.id).toBeDefined();
  });

  it('records every write in the audit log', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/staff/audit?target_type=category',
      headers: bearer(admin.token),
    });
    const actions = res.json().items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining(['category.create', 'category.reorder', 'category.delete']),
    );
  });
});

/** A PNG whose header claims `w`×`h` pixels (the data is a few bytes): a decompression bomb's shape. */
function pngClaiming(w: number, h: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_1X1.subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('teachers', () => {
  let id: number;
  const teacher = {
    name: 'أ. سارة محمود',
    bio: 'مدرسة فيزياء',
    phone: '01012345678',
    email: 'Sara@Example.com',
    whatsapp_url: 'https://wa.me/201012345678',
    facebook_url: '',
    messenger_url: null,
    twitter_url: null,
    youtube_url: 'https://youtube.com/@sara',
    telegram_url: null,
  };

  it('creates a teacher page with contacts; bad links are 422 by field', async () => {
    const res = await call(assistant, 'POST', '/teachers', teacher);
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({ email: 'sara@example.com', facebook_url: null, avatar: null });
    const bad = await call(assistant, 'POST', '/teachers', {
      ...teacher,
      facebook_url: 'javascript:alert(1)',
      phone: 'abc',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['facebook_url', 'phone']);
    const page = await t.app.inject({ method: 'GET', url: `/v1/teachers/${id}` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain('أ. سارة محمود');
  });

  it('stores the photo as a square WebP with its size; a huge or false image is a clear 422', async () => {
    const up = (data: Buffer) => {
      const form = multipart('image', { name: 'p.png', type: 'image/png', data });
      return t.app.inject({
        method: 'POST',
        url: `/v1/staff/catalogue/teachers/${id}/photo`,
        headers: { ...bearer(assistant.token), ...form.headers },
        payload: form.body,
      });
    };
    const ok = await up(PNG_1X1);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ avatar_width: 1, avatar_height: 1 });
    expect(ok.json().data.avatar).toMatch(/\.webp$/);
    const huge = await up(pngClaiming(20_000, 20_000));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.image).toEqual(['أبعاد الصورة كبيرة جداً، صغّرها ثم ارفعها مرة أخرى']);
    const truncated = await up(PNG_1X1.subarray(0, 40));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().errors.image).toBeDefined();
  });

  it('updates, reorders and deletes (admin only)', async () => {
    const res = await call(assistant, 'PUT', `/teachers/${id}`, { ...teacher, name: 'أ. سارة م.' });
    expect(res.json().data.name).toBe('أ. سارة م.');
    const list = (await call(admin, 'GET', '/teachers')).json().items.map((x: { id: number }) => x.id);
    const order = await call(assistant, 'PUT', '/teachers/order', { ids: [...list].reverse() });
    expect(order.json().items[0].id).toBe(list.at(-1));
    expect((await call(assistant, 'DELETE', `/teachers/${id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/teachers/${id}`)).statusCode).toBe(200);
  });
});
