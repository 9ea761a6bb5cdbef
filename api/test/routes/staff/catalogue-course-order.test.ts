import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index';
import { makeCourse } from '../../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../../support/app';
import { bearer } from '../../support/fixtures';
import { makeStaff, type StaffMember } from '../../support/staff';

// The courses' order on the students' pages, set by drag and drop on the staff courses page
// (issue 33): the desk's, every course named once, audited, shown to students at once.
let t: TestApp;
let admin: StaffMember;
let assistant: StaffMember;
let teacher: StaffMember;
let ids: number[];

const order = (who: StaffMember, method: 'GET' | 'PUT', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/v1/staff/catalogue/courses/order',
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t.db, 'admin');
  assistant = await makeStaff(t.db, 'assistant');
  teacher = await makeStaff(t.db, 'teacher');
  const a = await makeCourse(t.db, { name: 'أ', published: true });
  const b = await makeCourse(t.db, { name: 'ب', published: true });
  const c = await makeCourse(t.db, { name: 'ج', published: false });
  ids = [a.id, b.id, c.id];
}, 120_000);
afterAll(() => t?.close());

describe('ordering the courses', () => {
  it('lists every course, drafts too, in the students order; the desk sets it, audited, public lists follow', async () => {
    const before = await order(admin, 'GET');
    expect(before.statusCode).toBe(200);
    // Same position: newest first, as the students' list sorts them.
    expect(before.json().items.map((i: { id: number }) => i.id)).toEqual([...ids].reverse());
    expect(before.json().items[0]).toEqual({ id: ids[2], name: 'ج', published: false });

    const wanted = [ids[1]!, ids[2]!, ids[0]!];
    const res = await order(assistant, 'PUT', { ids: wanted });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual(wanted);
    expect((await order(admin, 'GET')).json().items.map((i: { id: number }) => i.id)).toEqual(wanted);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.reorder'), eq(auditLog.actorId, assistant.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual(wanted);

    // Students see the published ones in that order at once (the public cache was dropped).
    const list = await t.app.inject({ method: 'GET', url: '/v1/courses' });
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[0]]);
  });

  it('refuses a stale list and a teacher', async () => {
    const stale = await order(admin, 'PUT', { ids: ids.slice(0, 2) });
    expect(stale.statusCode).toBe(422);
    expect(Object.keys(stale.json().errors)).toEqual(['ids']);
    expect((await order(teacher, 'GET')).statusCode).toBe(403);
    expect((await order(teacher, 'PUT', { ids })).statusCode).toBe(403);
  });
});
