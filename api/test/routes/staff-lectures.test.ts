import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, auditLog, courseTeachers, exams, videos } from '../../src/db/schema/index';
import { credit } from '../../src/domain/ledger/index';
import { makeCourse } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { PNG_1X1 } from '../support/multipart';
import { multipartFiles, PDF_BYTES } from '../support/multipart-files';
import { makeStaff, type StaffMember } from '../support/staff';

// Lecture authoring (issue 33, decision 0044): every call, its audit row, the teacher's own
// courses only, and drafts invisible to students. PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let admin: StaffMember;
let desk: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let courseId: number;
let gradeId: number;

beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  admin = await makeStaff(t.db, 'admin');
  desk = await makeStaff(t.db, 'assistant');
  teacher = await makeStaff(t.db, 'teacher');
  otherTeacher = await makeStaff(t.db, 'teacher');
  courseId = (await makeCourse(t.db, { payType: 'lectures', price: 0 })).id;
  await t.db.insert(courseTeachers).values({ courseId, teacherId: teacher.teacherId! });
}, 120_000);
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: { token: string }, payload?: object) =>
  t.app.inject({
    method,
    url: url.startsWith('/v1') ? url : `/v1/staff${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });
const upload = (lectureId: number, who: { token: string }, name: string, data: Buffer) => {
  const form = multipartFiles({ name }, [{ field: 'file', name: 'n.pdf', type: 'application/pdf', data }]);
  return t.app.inject({
    method: 'POST',
    url: `/v1/staff/lectures/${lectureId}/notes`,
    headers: { ...bearer(who.token), 'content-type': form.contentType },
    payload: form.body,
  });
};
const lastAudit = async (action: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)))[0];
const newLecture = async (who: StaffMember, body: object = {}) => {
  const res = await call('POST', `/courses/${courseId}/lectures`, who, {
    name: 'محاضرة الحركة',
    price: 25,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; published: boolean; position: number };
};

describe('staff lectures of a course', () => {
  it('a teacher adds a draft to their course, audited; another teacher cannot see or add to it', async () => {
    const made = await newLecture(teacher, { expiry_days: '٣٠', description: 'وصف' });
    expect(made).toMatchObject({ published: false, price: 25, expiry_days: 30 });
    expect(await lastAudit('lecture.create')).toMatchObject({
      actorId: teacher.id,
      targetId: String(made.id),
    });
    const list = await call('GET', `/courses/${courseId}/lectures`, teacher);
    expect(list.json().items.map((l: { id: number }) => l.id)).toContain(made.id);
    expect((await call('GET', `/courses/${courseId}/lectures`, otherTeacher)).statusCode).toBe(404);
    expect((await call('GET', `/lectures/${made.id}`, otherTeacher)).statusCode).toBe(404);
    const foreign = await call('POST', `/courses/${courseId}/lectures`, otherTeacher, {
      name: 'دخيلة',
      price: 0,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('PUT', `/lectures/${made.id}/published`, otherTeacher, { published: true })).statusCode,
    ).toBe(404);
  });

  it('refuses a repurchasable lecture without its price and a price past the bound, by field', async () => {
    const res = await call('POST', `/courses/${courseId}/lectures`, admin, {
      name: 'إعادة',
      price: 10,
      repurchasable: true,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('repurchase_price');
    const big = await call('POST', `/courses/${courseId}/lectures`, admin, {
      name: 'غالية',
      price: 1_000_000,
    });
    expect(Object.keys(big.json().errors)).toContain('price');
  });

  it('updates the whole form and reorders the course; a stale order is refused', async () => {
    const a = await newLecture(desk);
    const b = await newLecture(desk);
    const upd = await call('PUT', `/lectures/${a.id}`, desk, {
      name: 'الأولى',
      price: 30,
      repurchasable: true,
      repurchase_price: 10,
      preview: true,
    });
    expect(upd.json().data).toMatchObject({
      name: 'الأولى',
      repurchase_price: 10,
      preview: true,
      published: false,
    });
    expect(await lastAudit('lecture.update')).toMatchObject({ actorId: desk.id });
    const ids = (await call('GET', `/courses/${courseId}/lectures`, desk))
      .json()
      .items.map((l: { id: number }) => l.id);
    const reordered = [b.id, ...ids.filter((i: number) => i !== b.id)];
    const res = await call('PUT', `/courses/${courseId}/lectures/order`, desk, { ids: reordered });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((l: { id: number }) => l.id)).toEqual(reordered);
    const stale = await call('PUT', `/courses/${courseId}/lectures/order`, desk, { ids: [b.id] });
    expect(stale.statusCode).toBe(422);
    expect(Object.keys(stale.json().errors)).toEqual(['ids']);
  });

  it('an assistant cannot delete; the course teacher and admin can', async () => {
    const l = await newLecture(teacher);
    expect((await call('DELETE', `/lectures/${l.id}`, desk)).json().error).toBe('ROLE_FORBIDDEN');
    expect((await call('DELETE', `/lectures/${l.id}`, otherTeacher)).statusCode).toBe(404);
    expect((await call('DELETE', `/lectures/${l.id}`, teacher)).statusCode).toBe(200);
    expect(await lastAudit('lecture.delete')).toMatchObject({ targetId: String(l.id) });
    expect((await call('GET', `/lectures/${l.id}`, admin)).statusCode).toBe(404);
  });
});

describe("a lecture's image", () => {
  const image = (id: number, data: Buffer, who: StaffMember = teacher) => {
    const form = multipartFiles({}, [{ field: 'image', name: 'a.png', type: 'image/png', data }]);
    return t.app.inject({
      method: 'PUT',
      url: `/v1/staff/lectures/${id}/image`,
      headers: { ...bearer(who.token), 'content-type': form.contentType },
      payload: form.body,
    });
  };
  it('is checked by its bytes, re-encoded to WebP and audited; another teacher cannot set it', async () => {
    const l = await newLecture(teacher);
    const res = await image(l.id, PNG_1X1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.image_url).toMatch(/^\/uploads\/lectures\/.+\.webp$/);
    expect(await lastAudit('lecture.image')).toMatchObject({ targetId: String(l.id) });
    const fake = await image(l.id, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(fake.json().errors)).toEqual(['image']);
    expect((await image(l.id, PNG_1X1, otherTeacher)).statusCode).toBe(404);
  });
});

describe('deleting a lecture', () => {
  it('keeps its exams in the course, and refuses a lecture students bought', async () => {
    const l = await newLecture(admin, { published: true, price: 0 });
    const [exam] = await t.db
      .insert(exams)
      .values({ courseId, lectureId: l.id, name: 'يبقى', examCode: `DL${l.id}` })
      .returning();
    const sold = await newLecture(admin, { published: true, price: 0 });
    const me = await signUp(t.app, t.db, gradeId);
    expect((await call('POST', `/v1/lectures/${sold.id}/purchase`, me, {})).statusCode).toBe(200);

    expect((await call('DELETE', `/lectures/${l.id}`, admin)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(exams).where(eq(exams.id, exam!.id));
    expect(kept).toMatchObject({ lectureId: null, courseId });
    const refused = await call('DELETE', `/lectures/${sold.id}`, admin);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['id']);
    expect((await call('GET', `/lectures/${sold.id}`, admin)).statusCode).toBe(200);
  });
});

describe('a draft is invisible to students until published', () => {
  it('list, contents by id and buying; publishing shows it at once', async () => {
    const l = await newLecture(teacher, { name: 'مسودة الكهرباء' });
    const me = await signUp(t.app, t.db, gradeId);
    await credit(t.db, { userId: me.user.id, amount: 10_000, type: 'recharge' });
    const names = async () =>
      (await call('GET', `/v1/courses/${courseId}`, me))
        .json()
        .data.lectures.map((x: { id: number }) => x.id);
    expect(await names()).not.toContain(l.id);
    expect((await call('GET', `/v1/lectures/${l.id}/contents`, me)).statusCode).toBe(404);
    expect((await call('POST', `/v1/lectures/${l.id}/purchase`, me, { pay_by: 'wallet' })).statusCode).toBe(
      404,
    );

    const pub = await call('PUT', `/lectures/${l.id}/published`, teacher, { published: true });
    expect(pub.json().data.published).toBe(true);
    expect(await lastAudit('lecture.publish')).toMatchObject({ actorId: teacher.id });
    expect(await names()).toContain(l.id);
    expect((await call('POST', `/v1/lectures/${l.id}/purchase`, me, { pay_by: 'wallet' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/v1/lectures/${l.id}/contents`, me)).statusCode).toBe(200);
  });
});

describe('the items of a lecture', () => {
  it('video rows, exams and PDF notes in one order the student contents keep', async () => {
    const l = await newLecture(teacher, { published: true, price: 0 });
    const video = await call('POST', `/lectures/${l.id}/videos`, teacher, {
      name: 'الشرح',
      views_limit: 3,
      attendance_required: true,
      attendance_chip_text: 'حضور',
    });
    expect(video.statusCode).toBe(201);
    expect(video.json().data).toMatchObject({ type: 'video', ready: false, views_limit: 3 });
    const videoId = video.json().data.id as number;
    expect(await lastAudit('lecture.video.create')).toMatchObject({ targetId: String(videoId) });

    const [exam] = await t.db
      .insert(exams)
      .values({ courseId, name: 'اختبار', examCode: `SL${l.id}` })
      .returning();
    const other = await makeCourse(t.db);
    const [foreign] = await t.db
      .insert(exams)
      .values({ courseId: other.id, name: 'غريب', examCode: `SLX${l.id}` })
      .returning();
    const detail = await call('GET', `/lectures/${l.id}`, teacher);
    expect(detail.json().free_exams).toContainEqual({ id: exam!.id, name: 'اختبار' });
    expect((await call('POST', `/lectures/${l.id}/exams/${foreign!.id}`, teacher)).statusCode).toBe(422);
    expect((await call('POST', `/lectures/${l.id}/exams/${exam!.id}`, teacher)).json().data).toMatchObject({
      type: 'exam',
      id: exam!.id,
    });

    const note = await upload(l.id, teacher, 'ملزمة', PDF_BYTES);
    expect(note.statusCode).toBe(201);
    const noteId = note.json().data.id as number;
    const [stored] = await t.db.select().from(attachments).where(eq(attachments.id, noteId));
    expect(stored).toMatchObject({ public: false, lectureId: l.id, extension: 'pdf' });
    expect(stored!.url.startsWith('private/notes/')).toBe(true);
    const fake = await upload(l.id, teacher, 'ليست', Buffer.from('<html>hello</html>'));
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(fake.json().errors)).toEqual(['file']);

    // note, exam, video: one mixed order.
    const order = [
      { type: 'note', id: noteId },
      { type: 'exam', id: exam!.id },
      { type: 'video', id: videoId },
    ];
    const res = await call('PUT', `/lectures/${l.id}/items/order`, teacher, { items: order });
    expect(res.json().items.map((i: { type: string; id: number }) => ({ type: i.type, id: i.id }))).toEqual(
      order,
    );
    expect(
      (await call('PUT', `/lectures/${l.id}/items/order`, teacher, { items: order.slice(1) })).statusCode,
    ).toBe(422);

    // The student: the video without media is not shown, nor can it be played; the note's link is signed.
    const me = await signUp(t.app, t.db, gradeId);
    await call('POST', `/v1/lectures/${l.id}/purchase`, me, {});
    const contents = (await call('GET', `/v1/lectures/${l.id}/contents`, me)).json();
    expect(contents.items.map((i: { type: string }) => i.type)).toEqual(['exam']);
    // Signed, expiring, bound to this student (lib/media-link NOTE_LINK): another gets nothing.
    const link = contents.attachments[0].url as string;
    expect(link).toMatch(new RegExp(`[?&]u=${me.user.id}&e=\\d+&s=`));
    const mine = await t.app.inject({ method: 'GET', url: link, headers: bearer(me.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const someone = await signUp(t.app, t.db, gradeId);
    const theirs = await t.app.inject({ method: 'GET', url: link, headers: bearer(someone.token) });
    expect(theirs.statusCode).not.toBe(200);
    await t.db.update(videos).set({ url: '/media/v.mp4' }).where(eq(videos.id, videoId));
    const ready = (await call('GET', `/v1/lectures/${l.id}/contents`, me)).json();
    expect(ready.items.map((i: { type: string }) => i.type)).toEqual(['exam', 'video']);

    // Edits and removals, each audited; an assistant removes nothing.
    const edit = await call('PUT', `/lectures/${l.id}/videos/${videoId}`, desk, {
      name: 'الشرح ٢',
      views_limit: null,
    });
    expect(edit.json().data).toMatchObject({ name: 'الشرح ٢', views_limit: null, ready: true });
    expect((await call('DELETE', `/lectures/${l.id}/videos/${videoId}`, desk)).statusCode).toBe(403);
    expect((await call('DELETE', `/lectures/${l.id}/exams/${exam!.id}`, desk)).statusCode).toBe(200);
    const [detached] = await t.db.select().from(exams).where(eq(exams.id, exam!.id));
    expect(detached).toMatchObject({ lectureId: null, courseId });
    expect((await call('DELETE', `/lectures/${l.id}/notes/${noteId}`, teacher)).statusCode).toBe(200);
    expect((await call('DELETE', `/lectures/${l.id}/videos/${videoId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/lectures/${l.id}`, admin)).json().items).toEqual([]);
    for (const action of [
      'lecture.exam.detach',
      'lecture.note.delete',
      'lecture.video.delete',
      'lecture.items.reorder',
    ])
      expect(await lastAudit(action)).toBeTruthy();
    // An item of another lecture is not this lecture's.
    const other2 = await newLecture(admin);
    const v2 = (await call('POST', `/lectures/${other2.id}/videos`, admin, { name: 'آخر' })).json().data;
    expect((await call('PUT', `/lectures/${l.id}/videos/${v2.id}`, admin, { name: 'س' })).statusCode).toBe(
      404,
    );
    const rows = await t.db
      .select()
      .from(videos)
      .where(and(eq(videos.id, v2.id), eq(videos.lectureId, other2.id)));
    expect(rows).toHaveLength(1);
  });
});
