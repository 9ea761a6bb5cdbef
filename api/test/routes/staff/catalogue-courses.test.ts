import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { bearer, seedBasics, setVerification, signUp } from '../../support/fixtures';
import { multipart, PNG_1X1 } from '../../support/multipart';
import { makeStaff, makeTeacher, type StaffMember } from '../../support/staff';

// Catalogue authoring, courses (issue 33, decision 0043): a teacher's draft is invisible to
// students everywhere (lists, search, home, teacher page, by id) and shows at once when published.

let t: TestApp;
let admin: StaffMember;
let assistant: StaffMember;
let teacher: StaffMember;
let other: StaffMember;
let student: string;
let gradeId: number;
let categoryId: number;

const call = (who: StaffMember, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/v1/staff/catalogue${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });
const asStudent = (url: string) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: bearer(student) });

const body = (over: Record<string, unknown> = {}) => ({
  name: 'فيزياء المراجعة النهائية',
  description: 'شرح كامل https://example.com/plan',
  pay_type: 'course',
  price: 150,
  show_preview: true,
  featured: true,
  grade_ids: [gradeId],
  category_ids: [categoryId],
  teacher_ids: [],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const basics = await seedBasics(t.db);
  gradeId = basics.gradeIds[0]!;
  categoryId = basics.categoryIds[0]!;
  await setVerification(t.db, false);
  admin = await makeStaff(t.db, 'admin');
  assistant = await makeStaff(t.db, 'assistant');
  teacher = await makeStaff(t.db, 'teacher');
  other = await makeStaff(t.db, 'teacher', { teacherId: await makeTeacher(t.db, 'أ. مدرس آخر') });
  student = (await signUp(t.app, t.db, gradeId)).token;
});
afterAll(() => t.close());

const ids = (res: { json: () => unknown }, key = 'data') =>
  ((res.json() as Record<string, { id: number }[]>)[key] ?? []).map((c) => c.id);

describe('a teacher drafts, the students never see it, publishing shows it at once', () => {
  let id: number;

  it('creates a draft tied to the teacher themself', async () => {
    // warm every public cache first, so the test proves they are dropped
    for (const url of ['/courses', '/home', `/teachers/${teacher.teacherId}`]) await asStudent(url);
    const res = await call(teacher, 'POST', '/courses', body());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({ published: false, price: 150, pay_type: 'course', featured: true });
    expect(data.teachers.map((x: { id: number }) => x.id)).toEqual([teacher.teacherId]);
    expect(data.grades).toEqual([{ id: gradeId, name: 'الصف الأول الثانوي' }]);
  });

  it('is invisible to students: list, search, home, teacher page, by id', async () => {
    expect(ids(await asStudent('/courses'))).not.toContain(id);
    expect(ids(await asStudent('/courses?search=المراجعة'))).not.toContain(id);
    expect(JSON.stringify((await asStudent('/home')).json())).not.toContain('فيزياء المراجعة النهائية');
    expect(JSON.stringify((await asStudent(`/teachers/${teacher.teacherId}`)).json())).not.toContain(
      'فيزياء المراجعة النهائية',
    );
    const byId = await asStudent(`/courses/${id}`);
    expect(byId.statusCode).toBe(404);
    expect(byId.json().error).toBe('NOT_FOUND');
  });

  it('is another teacher’s not-found, and missing from their list', async () => {
    expect((await call(other, 'GET', `/courses/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/courses/${id}/published`, { published: true })).statusCode).toBe(404);
    expect((await call(other, 'GET', '/courses')).json().items).toEqual([]);
    expect(
      (await call(teacher, 'GET', '/courses?state=draft')).json().items.map((c: { id: number }) => c.id),
    ).toEqual([id]);
  });

  it('published, it shows at once everywhere', async () => {
    const res = await call(teacher, 'PUT', `/courses/${id}/published`, { published: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.published).toBe(true);
    expect(ids(await asStudent('/courses'))).toContain(id);
    expect((await asStudent(`/courses/${id}`)).statusCode).toBe(200);
    expect(JSON.stringify((await asStudent(`/teachers/${teacher.teacherId}`)).json())).toContain(
      'فيزياء المراجعة النهائية',
    );
    // back to draft: gone again at once
    await call(teacher, 'PUT', `/courses/${id}/published`, { published: false });
    expect((await asStudent(`/courses/${id}`)).statusCode).toBe(404);
  });

  it('is audited: create and publish, with the actor', async () => {
    const audit = await t.app.inject({
      method: 'GET',
      url: `/v1/staff/audit?target_type=course&target_id=${id}`,
      headers: bearer(admin.token),
    });
    const actions = audit.json().items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(expect.arrayContaining(['course.create', 'course.publish', 'course.unpublish']));
  });

  it('edits the whole form; bad refs and bounds are 422 keyed by field', async () => {
    const res = await call(
      assistant,
      'PUT',
      `/courses/${id}`,
      body({ name: 'فيزياء ٢', price: 0, teacher_ids: [teacher.teacherId] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'فيزياء ٢', price: 0, published: false });
    const bad = await call(
      admin,
      'PUT',
      `/courses/${id}`,
      body({ grade_ids: [999999], teacher_ids: [teacher.teacherId] }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['grade_ids']);
    const noTeacher = await call(admin, 'POST', '/courses', body({ teacher_ids: [] }));
    expect(noTeacher.statusCode).toBe(422);
    expect(noTeacher.json().errors.teacher_ids).toBeDefined();
    const price = await call(
      admin,
      'POST',
      '/courses',
      body({ price: -1, teacher_ids: [teacher.teacherId] }),
    );
    expect(price.statusCode).toBe(422);
    expect(price.json().errors.price).toBeDefined();
  });

  it('stores the cover as WebP with its size, and refuses what is not an image', async () => {
    const upload = multipart('image', { name: 'c.png', type: 'image/png', data: PNG_1X1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/catalogue/courses/${id}/cover`,
      headers: { ...bearer(teacher.token), ...upload.headers },
      payload: upload.body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ image_width: 1, image_height: 1 });
    expect(res.json().data.image_url).toMatch(/^\/uploads\/courses\/[0-9a-f-]+\.webp$/);
    // published, the students' answer carries the stored size (the card sets width and height)
    await call(teacher, 'PUT', `/courses/${id}/published`, { published: true });
    const seen = (await asStudent(`/courses/${id}`)).json();
    expect(JSON.stringify(seen)).toContain('"image_width":1');
    expect(JSON.stringify(seen)).toContain('"image_height":1');
    const text = multipart('image', {
      name: 'x.png',
      type: 'image/png',
      data: Buffer.from('<script>hi</script>'),
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/catalogue/courses/${id}/cover`,
      headers: { ...bearer(teacher.token), ...text.headers },
      payload: text.body,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.image).toBeDefined();
  });

  it('only the admin deletes, and not a course students joined', async () => {
    expect((await call(assistant, 'DELETE', `/courses/${id}`)).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', `/courses/${id}`)).statusCode).toBe(403);
    const res = await call(admin, 'DELETE', `/courses/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/courses/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /v1/staff/catalogue/options', () => {
  it('answers the names a course may be tied to and a teacher’s own id', async () => {
    const res = await call(teacher, 'GET', '/options');
    expect(res.statusCode).toBe(200);
    expect(res.json().own_teacher_id).toBe(teacher.teacherId);
    expect(res.json().grades).toHaveLength(3);
    expect((await call(admin, 'GET', '/options')).json().own_teacher_id).toBeNull();
  });
});
