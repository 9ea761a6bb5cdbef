import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  auditLog,
  courses,
  enrolments,
  lectures,
  notifications,
  users,
  videos,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';
import { type StudentsCtx, studentsRows } from './rows-staff-students';

// The students area's rows (rows-staff-students.ts); PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
const staff = {} as Record<'admin' | 'assistant', StaffMember>;
let ctx: StudentsCtx;

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  const student = await signUp(t.app, t.db, gradeId);
  staff.admin = await makeStaff(t.db, 'admin');
  staff.assistant = await makeStaff(t.db, 'assistant');
  const [c] = await t.db.insert(courses).values({ name: 'كيمياء' }).returning();
  const [l] = await t.db.insert(lectures).values({ courseId: c!.id, name: 'الذرة' }).returning();
  const [v] = await t.db.insert(videos).values({ lectureId: l!.id, name: 'شرح', url: '/a.mp4' }).returning();
  ctx = {
    studentId: student.user.id,
    staffId: staff.admin.id,
    courseId: c!.id,
    lectureId: l!.id,
    videoId: v!.id,
  };
}, 120_000);
afterAll(() => t?.close());

/** What a refused call must leave as it was. */
async function snapshot() {
  const n = async (
    table: typeof auditLog | typeof notifications | typeof enrolments | typeof accessTokens | typeof users,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return [
    await n(auditLog),
    await n(notifications),
    await n(enrolments),
    await n(accessTokens),
    await n(users),
  ];
}

describe('staff students: bad ids, bounds, unknown students and targets', () => {
  it('every row gets its answer and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const row of studentsRows(ctx)) {
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

  it('two clicks at once grant a course once, with one audit row', async () => {
    const url = `/v1/staff/students/${ctx.studentId}/courses/${ctx.courseId}/grant`;
    const click = () =>
      t.app.inject({ method: 'POST', url, headers: bearer(staff.assistant.token), payload: {} });
    const answers = await Promise.all([click(), click()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().changed).sort()).toEqual([false, true]);
    expect((await t.db.select({ n: count() }).from(enrolments))[0]!.n).toBe(1);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(1);
  });
});
