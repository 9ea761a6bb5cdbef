import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseTeachers, enrolments, ledgerTransactions, topupRequests } from '../../../src/db/schema/index';
import { todayInCairo } from '../../../src/domain/dashboard/index';
import { makeUser } from '../../domain/_support/db';
import { makeCourse } from '../../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../../support/app';
import { makeStaff, type StaffMember } from '../../support/staff';

let t: TestApp;
let admin: StaffMember;
let desk: StaffMember;
let teacher: StaffMember;
let student: number;
const get = (who: StaffMember, path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/staff/dashboard/${path}`,
    headers: { authorization: `Bearer ${who.token}` },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t.db, 'admin');
  desk = await makeStaff(t.db, 'assistant', { name: 'مساعد المكتب' });
  teacher = await makeStaff(t.db, 'teacher');
  student = await makeUser(t.db);
  const now = new Date();
  // Cash at the desk by the assistant, a mobile-wallet top-up, both today.
  await t.db.insert(ledgerTransactions).values([
    {
      serial: 'T-ROUTE-1',
      userId: student,
      type: 'recharge',
      value: 15_000,
      balanceAfter: 15_000,
      staffId: desk.id,
      createdAt: now,
    },
    {
      serial: 'T-ROUTE-2',
      userId: student,
      type: 'recharge',
      value: 5_000,
      balanceAfter: 20_000,
      createdAt: now,
    },
  ]);
  const [mobile] = await t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.serial, 'T-ROUTE-2'));
  await t.db.insert(topupRequests).values({
    userId: student,
    method: 'mobile_wallets',
    amount: 5_000,
    status: 'confirmed',
    ledgerTransactionId: mobile!.id,
  });
  const own = await makeCourse(t.db, { name: 'دورة المعلم' });
  const other = await makeCourse(t.db, { name: 'دورة أخرى' });
  await t.db.insert(courseTeachers).values({ courseId: own.id, teacherId: teacher.teacherId! });
  await t.db.insert(enrolments).values([
    { userId: student, courseId: own.id, kind: 'purchase', pricePaid: 3_000, createdAt: now },
    { userId: student, courseId: other.id, kind: 'purchase', pricePaid: 9_000, createdAt: now },
  ]);
});
afterAll(() => t?.close());

describe('GET /v1/staff/dashboard/*', () => {
  it('takings: the admin sees every method and the assistant in the last 30 days by default', async () => {
    const res = await get(admin, 'takings');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.to).toBe(todayInCairo());
    expect(data.total).toBe(200);
    expect(data.days.map((d: { method: string }) => d.method).sort()).toEqual([
      'cash_desk',
      'mobile_wallets',
    ]);
    expect(data.staff).toEqual([{ staff_id: desk.id, name: 'مساعد المكتب', amount: 150, count: 1 }]);
  });

  it('takings: an assistant gets their own only', async () => {
    const data = (await get(desk, 'takings')).json().data;
    expect(data.total).toBe(150);
    expect(data.days).toEqual([{ date: todayInCairo(), method: 'cash_desk', amount: 150, count: 1 }]);
  });

  it('sales: a teacher gets their own courses, the admin every course', async () => {
    const mine = (await get(teacher, 'sales')).json().data;
    expect(mine.courses).toEqual([expect.objectContaining({ name: 'دورة المعلم', sales: 1, amount: 30 })]);
    const all = (await get(admin, 'sales')).json().data;
    expect(all.courses.map((c: { name: string }) => c.name)).toEqual(['دورة أخرى', 'دورة المعلم']);
  });

  it('queues and students answer their shapes; a range one day long works', async () => {
    const queues = (await get(desk, 'queues')).json().data.queues;
    expect(queues.map((q: { kind: string }) => q.kind)).toEqual(['topups', 'tickets', 'questions']);
    const day = todayInCairo();
    const students = await get(admin, `students?from=${day}&to=${day}`);
    expect(students.statusCode).toBe(200);
    expect(students.json().data.days).toHaveLength(1);
  });

  it('roles: a teacher may not read takings, an assistant not students nor sales', async () => {
    expect((await get(teacher, 'takings')).json()).toMatchObject({ error: 'ROLE_FORBIDDEN' });
    expect((await get(desk, 'students')).statusCode).toBe(403);
    expect((await get(desk, 'sales')).statusCode).toBe(403);
    expect((await get(teacher, 'queues')).statusCode).toBe(403);
  });
});
