import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseTeachers, teachers } from '../../src/db/schema/index';
import { updateSettings } from '../../src/domain/settings/index';
import { makeCourse } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';

describe('teacher routes', () => {
  let t: TestApp;
  let ahmedId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [ahmed, mona] = await t.db
      .insert(teachers)
      .values([
        {
          name: 'أ. أحمد سامي',
          avatar: '/a.svg',
          banner: '/b.svg',
          phone: '01000000000',
          youtubeUrl: 'https://youtube.com/@a',
          position: 1,
        },
        { name: 'أ. منى خالد', position: 2 },
      ])
      .returning();
    ahmedId = ahmed!.id;
    const c1 = await makeCourse(t.db, { name: 'فيزياء ١' });
    const c2 = await makeCourse(t.db, { name: 'فيزياء ٢' });
    const hidden = await makeCourse(t.db, { name: 'مخفية', published: false });
    await t.db.insert(courseTeachers).values([
      { courseId: c1.id, teacherId: ahmed!.id },
      { courseId: c2.id, teacherId: ahmed!.id },
      { courseId: hidden.id, teacherId: ahmed!.id },
      { courseId: c1.id, teacherId: mona!.id },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /teachers lists every teacher with courses_count and contact links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/teachers' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((x: { name: string; courses_count: number }) => [x.name, x.courses_count])).toEqual([
      ['أ. أحمد سامي', 2],
      ['أ. منى خالد', 1],
    ]);
    expect(data[0]).toMatchObject({
      phone: '01000000000',
      youtube_url: 'https://youtube.com/@a',
      email: null,
      banner: '/b.svg',
    });
  });

  it('GET /teachers answers FEATURE_DISABLED while the teachers page is off', async () => {
    await updateSettings(t.db, { teachers_page: false });
    const res = await t.app.inject({ method: 'GET', url: '/v1/teachers' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FEATURE_DISABLED');
    await updateSettings(t.db, { teachers_page: true });
  });

  it('GET /teachers/{id} gives the teacher and their published courses', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/teachers/${ahmedId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.teacher).toMatchObject({ id: ahmedId, courses_count: 2 });
    expect(body.courses.map((c: { name: string }) => c.name)).toEqual(['فيزياء ١', 'فيزياء ٢']);
    expect(body.courses[0]).toMatchObject({ joined: false, pay_type: 'course' });
  });

  it('404 for an unknown teacher and for a path that is no id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/teachers/999999' })).statusCode).toBe(404);
    for (const id of ['x1', '0x10', '2147483648']) {
      const bad = await t.app.inject({ method: 'GET', url: `/v1/teachers/${id}` });
      expect([id, bad.statusCode, bad.json().error]).toEqual([id, 404, 'NOT_FOUND']);
    }
  });
});
