import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses, examBankChoices, examBankQuestions } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer } from '../support/fixtures';
import { multipart } from '../support/multipart';
import { makeStaff, type StaffMember } from '../support/staff';
import { type ExamBankCtx, examBankRows } from './rows-staff-exam-bank';

// The question bank's rows (rows-staff-exam-bank.ts); PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let teacher: StaffMember;
let ctx: ExamBankCtx;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await makeStaff(t.db, 'teacher');
  const other = await makeStaff(t.db, 'teacher');
  const [c] = await t.db.insert(courses).values({ name: 'كورس مدرس آخر' }).returning();
  const [q] = await t.db
    .insert(examBankQuestions)
    .values({ teacherId: other.teacherId!, type: 'essay', text: 'سؤال المدرس الآخر' })
    .returning();
  ctx = { foreignQuestionId: q!.id, foreignCourseId: c!.id };
}, 120_000);
afterAll(() => t?.close());

async function snapshot() {
  const n = async (table: typeof auditLog | typeof examBankQuestions | typeof examBankChoices) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return [await n(auditLog), await n(examBankQuestions), await n(examBankChoices)];
}

describe('staff exam bank: bad ids, another teacher, bounds, hostile input and files', () => {
  it('every row gets its answer and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const row of examBankRows(ctx)) {
      const form = row.file ? multipart(row.file.field, row.file) : null;
      const res = await t.app.inject({
        method: row.method,
        url: row.url,
        headers: { ...bearer(teacher.token), ...(form?.headers ?? {}) },
        ...(form ? { payload: form.body } : row.body === undefined ? {} : { payload: row.body as object }),
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
});
