import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  courses,
  examBankQuestions,
  examOverrides,
  examPicks,
  exams,
  questions,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';
import { type ExamsCtx, examsRows } from './rows-staff-exams';

// The exam builder's rows (rows-staff-exams.ts), sent by a teacher; PGlite, and PostgreSQL with
// TEST_DATABASE_URL.
let t: TestApp;
let teacher: StaffMember;
let ctx: ExamsCtx;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await makeStaff(t.db, 'teacher');
  const other = await makeStaff(t.db, 'teacher');
  const [course] = await t.db.insert(courses).values({ name: 'دورة مدرس آخر' }).returning();
  const [bank] = await t.db
    .insert(examBankQuestions)
    .values({ teacherId: other.teacherId!, type: 'essay', text: 'سؤال المدرس الآخر' })
    .returning();
  const mk = async (values: Partial<typeof exams.$inferInsert>) =>
    (
      await t.db
        .insert(exams)
        .values({
          name: 'امتحان',
          examCode: `SEC${Math.random().toString(36).slice(2, 8)}`.toUpperCase(),
          ...values,
        })
        .returning()
    )[0]!.id;
  ctx = {
    draftId: await mk({ teacherId: teacher.teacherId, status: 'draft', active: false }),
    publishedId: await mk({ teacherId: teacher.teacherId, status: 'published' }),
    foreignExamId: await mk({ teacherId: other.teacherId, status: 'draft', active: false }),
    foreignBankId: bank!.id,
    foreignCourseId: course!.id,
  };
}, 120_000);
afterAll(() => t?.close());

async function snapshot() {
  const n = async (
    table: typeof auditLog | typeof exams | typeof questions | typeof examPicks | typeof examOverrides,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return [await n(auditLog), await n(exams), await n(questions), await n(examPicks), await n(examOverrides)];
}

describe('staff exams: bad ids, bounds, another teacher, frozen questions and hostile input', () => {
  it('every row gets its answer and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const row of examsRows(ctx)) {
      const res = await t.app.inject({
        method: row.method,
        url: row.url,
        headers: bearer(teacher.token),
        ...(row.body === undefined ? {} : { payload: row.body as object }),
      });
      const body = res.json();
      const errors = (body.errors ?? {}) as Record<string, string[]>;
      const ok =
        res.statusCode === row.status &&
        (row.code === undefined || body.error === row.code) &&
        (row.field === undefined || Object.keys(errors).includes(row.field)) &&
        (row.message === undefined || (errors[row.field ?? ''] ?? []).includes(row.message));
      if (!ok) failures.push(`${row.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
