import { homeDataSchema, welcomeDataSchema } from '@app/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseGrades, courses, enrolments, honorPanel } from '../../src/db/schema/index';
import { updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, setVerification, signUp } from '../support/fixtures';

let t: TestApp;
let gradeId: number;
let featuredId: number;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  const rows = await t.db
    .insert(courses)
    .values([
      { name: 'فيزياء الصف الأول', featured: true, price: 15050, payType: 'course' },
      {
        name: 'كيمياء مجانية',
        featured: false,
        price: 0,
        payType: 'lectures',
        createdAt: new Date(Date.now() + 1000),
      },
    ])
    .returning({ id: courses.id });
  featuredId = rows[0]!.id;
  await t.db.insert(courseGrades).values({ courseId: featuredId, gradeId });
  await t.db
    .insert(honorPanel)
    .values({ name: 'أحمد', governorate: 'الجيزة', correctionMark: 48, totalMark: 50, position: 1 });
  await updateSettings(t.db, {
    welcome_msg: 'أهلاً بك',
    header_images: [{ url: '/uploads/demo/header.webp', href: null, to: '/courses' }],
  });
});
afterAll(() => t.close());

describe('GET /v1/home', () => {
  it('answers header images, welcome message, featured and latest courses and the honor panel', async () => {
    const s = await signUp(t.app, t.db, gradeId);
    await t.db.insert(enrolments).values({ userId: s.user.id, courseId: featuredId, kind: 'purchase' });
    const res = await t.app.inject({ method: 'GET', url: '/v1/home', headers: bearer(s.token) });
    expect(res.statusCode).toBe(200);
    const home = homeDataSchema.parse(res.json());
    expect(home.welcome_msg).toBe('أهلاً بك');
    expect(home.header_images).toEqual([{ url: '/uploads/demo/header.webp', href: null, to: '/courses' }]);
    expect(home.featured_courses.map((c) => c.name)).toEqual(['فيزياء الصف الأول']);
    expect(home.featured_courses[0]).toMatchObject({
      price: 150.5,
      free: false,
      joined: true,
      grades: [{ id: gradeId }],
    });
    expect(home.latest_courses[0]!.name).toBe('كيمياء مجانية');
    expect(home.honor_panel).toEqual([
      expect.objectContaining({ name: 'أحمد', correction_mark: 48, total_mark: 50, governorate: 'الجيزة' }),
    ]);
    const me = (await t.app.inject({ method: 'POST', url: '/v1/auth/user', headers: bearer(s.token) })).json()
      .user;
    expect(me.my_courses.map((c: { id: number }) => c.id)).toEqual([featuredId]);
  });

  it('works for a guest (nothing joined)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/home' });
    expect(res.statusCode).toBe(200);
    expect(res.json().featured_courses[0].joined).toBe(false);
  });
});

describe('GET /v1/welcome', () => {
  it('answers the featured courses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/welcome' });
    expect(res.statusCode).toBe(200);
    expect(welcomeDataSchema.parse(res.json()).featured_courses.map((c) => c.id)).toEqual([featuredId]);
  });
});
