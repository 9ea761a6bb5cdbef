import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses, courseTeachers } from '../../src/db/schema/index';
import { makeCourse } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { makeStaff, makeTeacher, type StaffMember } from '../support/staff';
import { type CatalogueRow, catalogueRows } from './rows-staff-catalogue';

// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
let admin: StaffMember;
let teacher: StaffMember;
let othersCourse: number;
let ownCourse: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t.db, 'admin');
  teacher = await makeStaff(t.db, 'teacher');
  const colleague = await makeTeacher(t.db, 'أ. زميل');
  othersCourse = (await makeCourse(t.db)).id;
  await t.db.insert(courseTeachers).values({ courseId: othersCourse, teacherId: colleague });
  ownCourse = (await makeCourse(t.db)).id;
}, 120_000);
afterAll(() => t?.close());

const written = async () => ({
  courses: (await t.db.select({ n: count() }).from(courses))[0]!.n,
  audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
});

describe('staff catalogue: bad input is refused and writes nothing', () => {
  it.each(catalogueRows)('$name → $status', async (row: CatalogueRow) => {
    const before = await written();
    const who = row.as === 'teacher' ? teacher : admin;
    const url = row.url.replace('{course}', String(othersCourse)).replace('{own}', String(ownCourse));
    const res = await t.app.inject({
      method: row.method,
      url,
      headers: { authorization: `Bearer ${who.token}` },
      ...(row.body !== undefined ? { payload: row.body as object } : {}),
    });
    expect(res.statusCode).toBe(row.status);
    if (row.field) {
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toContain(row.field);
      if (row.message) expect(errors[row.field]).toContain(row.message);
    }
    if (row.code) expect(res.json().error).toBe(row.code);
    expect(await written()).toEqual(before);
  });
});
