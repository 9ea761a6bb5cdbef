import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  auditLog,
  courses,
  courseTeachers,
  exams,
  lectures,
  videos,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer } from '../support/fixtures';
import { multipartFiles, PDF_BYTES } from '../support/multipart-files';
import { makeStaff, type StaffMember } from '../support/staff';
import { type LecturesCtx, lecturesRows } from './rows-staff-lectures';

// Lecture authoring's rows (rows-staff-lectures.ts); PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
const staff = {} as Record<'admin' | 'teacher', StaffMember>;
let ctx: LecturesCtx;

beforeAll(async () => {
  t = await createTestApp();
  staff.admin = await makeStaff(t.db, 'admin');
  staff.teacher = await makeStaff(t.db, 'teacher');
  const other = await makeStaff(t.db, 'teacher');
  const [mine, theirs] = await t.db
    .insert(courses)
    .values([{ name: 'فيزياء' }, { name: 'كيمياء' }])
    .returning();
  await t.db.insert(courseTeachers).values([
    { courseId: mine!.id, teacherId: staff.teacher.teacherId! },
    { courseId: theirs!.id, teacherId: other.teacherId! },
  ]);
  const [l, ol] = await t.db
    .insert(lectures)
    .values([
      { courseId: mine!.id, name: 'الحركة' },
      { courseId: theirs!.id, name: 'الذرة' },
    ])
    .returning();
  const [v, ov] = await t.db
    .insert(videos)
    .values([
      { lectureId: l!.id, name: 'شرح', url: '' },
      { lectureId: ol!.id, name: 'شرح', url: '/a.mp4' },
    ])
    .returning();
  const [n] = await t.db
    .insert(attachments)
    .values({
      lectureId: ol!.id,
      courseId: theirs!.id,
      name: 'ملزمة',
      url: 'private/notes/x.pdf',
      extension: 'pdf',
    })
    .returning();
  const [e] = await t.db
    .insert(exams)
    .values({ courseId: theirs!.id, name: 'اختبار', examCode: 'RSL1' })
    .returning();
  ctx = {
    courseId: mine!.id,
    lectureId: l!.id,
    videoId: v!.id,
    otherCourseId: theirs!.id,
    otherLectureId: ol!.id,
    otherVideoId: ov!.id,
    otherNoteId: n!.id,
    otherExamId: e!.id,
  };
}, 120_000);
afterAll(() => t?.close());

async function snapshot() {
  const n = async (
    table: typeof auditLog | typeof lectures | typeof videos | typeof attachments | typeof exams,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return [await n(auditLog), await n(lectures), await n(videos), await n(attachments), await n(exams)];
}

describe('staff lectures: bad ids, bounds, hostile input, another teacher', () => {
  it('every row gets its answer and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const row of lecturesRows(ctx)) {
      const res = await t.app.inject({
        method: row.method,
        url: row.url,
        headers: bearer(staff[row.who].token),
        ...(row.body === undefined ? {} : { payload: row.body as object }),
      });
      const body = res.json();
      const ok =
        res.statusCode === row.status &&
        (row.code === undefined || body.error === row.code) &&
        (row.field === undefined || Object.keys(body.errors ?? {}).includes(row.field));
      if (!ok) failures.push(`${row.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('a note that is not a PDF, an empty one, or one with a PDF name only: 422, nothing stored', async () => {
    const before = await snapshot();
    const send = (name: string, data: Buffer) => {
      const form = multipartFiles({ name: 'ملزمة' }, [
        { field: 'file', name, type: 'application/pdf', data },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/v1/staff/lectures/${ctx.lectureId}/notes`,
        headers: { ...bearer(staff.admin.token), 'content-type': form.contentType },
        payload: form.body,
      });
    };
    for (const [name, data] of [
      ['x.pdf', Buffer.from('MZ\x90\x00 not a pdf')],
      ['x.pdf', Buffer.alloc(0)],
      ['x.pdf', Buffer.from('<script>alert(1)</script>')],
      ['x.html', Buffer.from('<html></html>')],
    ] as const) {
      const res = await send(name, data);
      expect(res.statusCode, name).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['file']);
    }
    // A PDF for another teacher's lecture: not found, and its file is not kept.
    const form = multipartFiles({ name: 'ملزمة' }, [
      { field: 'file', name: 'n.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/staff/lectures/${ctx.otherLectureId}/notes`,
      headers: { ...bearer(staff.teacher.token), 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});
