import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../../../src/db/index';
import {
  bankCategories,
  bankQuestions,
  courseTeachers,
  enrolments,
  examSessions,
  exams,
  lecturePurchases,
  ledgerTransactions,
  rechargeCards,
  supportTickets,
  teachers,
  topupRequests,
  users,
  videos,
  videoViews,
} from '../../../src/db/schema/index';
import {
  type DashboardViewer,
  dashboardQueues,
  dashboardSales,
  dashboardStudents,
  dashboardTakings,
  dashboardViews,
  resolveRange,
  todayInCairo,
} from '../../../src/domain/dashboard/index';
import { type DbFactory, makeUser } from '../_support/db';
import { makeCourse, makeLecture } from '../_support/fixtures';

// 10 and 11 March 2026: Cairo is UTC+2 then, so 21:59Z is still the 10th there and 22:00Z the 11th.
const D1 = '2026-03-10';
const D2 = '2026-03-11';
const range = { from: D1, to: D2 };
let serial = 0;

async function ledgerRow(
  db: Db,
  userId: number,
  value: number,
  at: string,
  extra: Partial<typeof ledgerTransactions.$inferInsert> = {},
) {
  serial += 1;
  const [row] = await db
    .insert(ledgerTransactions)
    .values({
      serial: `T-DASH-${serial}-${Math.random()}`,
      userId,
      type: 'recharge',
      value,
      balanceAfter: 0,
      createdAt: new Date(at),
      ...extra,
    })
    .returning();
  if (!row) throw new Error('ledger insert failed');
  return row;
}

async function staffUser(
  db: Db,
  role: 'admin' | 'assistant' | 'teacher',
  name: string,
  teacherId: number | null = null,
) {
  const id = await makeUser(db, name);
  await db.update(users).set({ staffRole: role, teacherId }).where(eq(users.id, id));
  return { id, role, teacherId } satisfies DashboardViewer;
}

export function dashboardSuite(label: string, factory: DbFactory) {
  describe(`dashboard on ${label}`, () => {
    let handle: DbHandle;
    let admin: DashboardViewer;
    let desk: DashboardViewer;
    let other: DashboardViewer;
    beforeAll(async () => {
      handle = await factory();
      admin = await staffUser(handle.db, 'admin', 'مدير');
      desk = await staffUser(handle.db, 'assistant', 'مساعد أول');
      other = await staffUser(handle.db, 'assistant', 'مساعد ثان');
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('sums recharges per Cairo day and method, and per staff member; an assistant sees their own', async () => {
      const { db } = handle;
      const student = await makeUser(db);
      const mobile = await ledgerRow(db, student, 10_000, '2026-03-10T08:00:00Z', { staffId: other.id });
      await db.insert(topupRequests).values({
        userId: student,
        method: 'mobile_wallets',
        amount: 10_000,
        status: 'confirmed',
        ledgerTransactionId: mobile.id,
      });
      const card = await ledgerRow(db, student, 5_000, '2026-03-10T21:59:00Z');
      await db.insert(rechargeCards).values({
        code: `RC-DASH-${Math.random()}`,
        value: 5_000,
        usedBy: student,
        ledgerTransactionId: card.id,
      });
      await ledgerRow(db, student, 3_000, '2026-03-10T22:00:00Z', { staffId: desk.id });
      await ledgerRow(db, student, 2_050, '2026-03-11T10:00:00Z', { staffId: desk.id });
      await ledgerRow(db, student, 1_000, '2026-03-11T11:00:00Z');
      // Not takings: a purchase, an adjustment, a recharge outside the range.
      await ledgerRow(db, student, -4_000, '2026-03-11T12:00:00Z', { type: 'course_purchase' });
      await ledgerRow(db, student, 7_000, '2026-03-11T12:00:00Z', {
        type: 'admin_balance_update',
        staffId: admin.id,
      });
      await ledgerRow(db, student, 9_900, '2026-03-09T21:59:00Z', { staffId: desk.id });

      const all = await dashboardTakings(db, admin, range);
      expect(all.total).toBe(210.5);
      expect(all.days).toEqual([
        { date: D1, method: 'mobile_wallets', amount: 100, count: 1 },
        { date: D1, method: 'recharge_card', amount: 50, count: 1 },
        { date: D2, method: 'cash_desk', amount: 50.5, count: 2 },
        { date: D2, method: 'other', amount: 10, count: 1 },
      ]);
      expect(all.staff).toEqual([
        { staff_id: other.id, name: 'مساعد ثان', amount: 100, count: 1 },
        { staff_id: desk.id, name: 'مساعد أول', amount: 50.5, count: 2 },
      ]);

      const own = await dashboardTakings(db, desk, range);
      expect(own.total).toBe(50.5);
      expect(own.days).toEqual([{ date: D2, method: 'cash_desk', amount: 50.5, count: 2 }]);
      expect(own.staff.map((s) => s.staff_id)).toEqual([desk.id]);
    });

    it('counts new and active students per day, every day of the range, staff left out', async () => {
      const { db } = handle;
      const from = '2026-04-01';
      const to = '2026-04-03';
      const a = await makeUser(db);
      const b = await makeUser(db);
      await db
        .update(users)
        .set({ createdAt: new Date('2026-04-01T09:00:00Z') })
        .where(eq(users.id, a));
      await db
        .update(users)
        .set({ createdAt: new Date('2026-03-01T09:00:00Z') })
        .where(eq(users.id, b));
      const staffMember = await staffUser(db, 'assistant', 'مساعد ثالث');
      await db
        .update(users)
        .set({ createdAt: new Date('2026-04-01T09:00:00Z') })
        .where(eq(users.id, staffMember.id));
      // a: two movements on the 1st (one active day); b: an exam on the 3rd and a video on the 3rd.
      await ledgerRow(db, a, 100, '2026-04-01T09:10:00Z');
      await ledgerRow(db, a, 100, '2026-04-01T09:20:00Z');
      await ledgerRow(db, staffMember.id, 100, '2026-04-01T09:20:00Z');
      const course = await makeCourse(db);
      const lecture = await makeLecture(db, course.id);
      const [video] = await db
        .insert(videos)
        .values({ lectureId: lecture.id, name: 'v', url: 'https://x/v.mp4' })
        .returning();
      await db.insert(videoViews).values({
        userId: b,
        videoId: video!.id,
        countedViews: 1,
        updatedAt: new Date('2026-04-03T08:00:00Z'),
      });
      const [exam] = await db
        .insert(exams)
        .values({ name: 'x', examCode: `DASH-${Math.random()}` })
        .returning();
      await db.insert(examSessions).values({
        token: `tok-${Math.random()}`,
        examId: exam!.id,
        userId: b,
        startTime: new Date('2026-04-03T07:00:00Z'),
      });

      const stats = await dashboardStudents(db, { from, to });
      expect(stats.days).toEqual([
        { date: '2026-04-01', new_students: 1, active_students: 1 },
        { date: '2026-04-02', new_students: 0, active_students: 0 },
        { date: '2026-04-03', new_students: 0, active_students: 1 },
      ]);
      expect(stats.new_students).toBe(1);
      expect(stats.active_students).toBe(2);
    });

    it('lists the waiting queues with their oldest item', async () => {
      const { db } = handle;
      const before = await dashboardQueues(db);
      const count = (k: string, q = before) => q.queues.find((x) => x.kind === k)?.count ?? -1;
      const student = await makeUser(db);
      await db.insert(topupRequests).values([
        {
          userId: student,
          method: 'mobile_wallets',
          amount: 1_000,
          createdAt: new Date('2026-01-01T10:00:00Z'),
        },
        {
          userId: student,
          method: 'paymob_card',
          amount: 1_000,
          provider: 'paymob',
          providerRef: `r-${Math.random()}`,
        },
        { userId: student, method: 'manual_external_payments', amount: 1_000, status: 'rejected' },
      ]);
      await db.insert(supportTickets).values([
        { userId: student, title: 't', content: 'c' },
        { userId: student, title: 't', content: 'c', status: 'answered' },
      ]);
      const [cat] = await db.insert(bankCategories).values({ name: 'c' }).returning();
      await db.insert(bankQuestions).values([
        { userId: student, categoryId: cat!.id, text: 'q' },
        { userId: student, categoryId: cat!.id, text: 'q', answered: true },
        { userId: null, categoryId: cat!.id, text: 'staff-authored' },
      ]);
      const after = await dashboardQueues(db);
      expect(count('topups', after) - count('topups')).toBe(1);
      expect(count('tickets', after) - count('tickets')).toBe(1);
      expect(count('questions', after) - count('questions')).toBe(1);
      expect(after.queues.find((q) => q.kind === 'topups')?.oldest_at).toBe('2026-01-01T10:00:00.000Z');
    });

    it('ranks courses and lectures by sales and views; a teacher sees their own courses only', async () => {
      const { db } = handle;
      const at = new Date('2026-05-05T10:00:00Z');
      const five = { from: '2026-05-05', to: '2026-05-05' };
      const [mine] = await db.insert(teachers).values({ name: 'أستاذ' }).returning();
      const teacher = await staffUser(db, 'teacher', 'حساب أستاذ', mine!.id);
      const own = await makeCourse(db, { name: 'دورتي' });
      const theirs = await makeCourse(db, { name: 'دورة غيري' });
      await db.insert(courseTeachers).values({ courseId: own.id, teacherId: mine!.id });
      const ownLecture = await makeLecture(db, own.id, { name: 'محاضرتي' });
      const theirLecture = await makeLecture(db, theirs.id);
      const s1 = await makeUser(db);
      const s2 = await makeUser(db);
      await db.insert(enrolments).values([
        { userId: s1, courseId: theirs.id, kind: 'purchase', pricePaid: 10_000, createdAt: at },
        { userId: s2, courseId: theirs.id, kind: 'purchase', pricePaid: 10_000, createdAt: at },
        { userId: s1, courseId: own.id, kind: 'purchase', pricePaid: 5_050, createdAt: at },
        { userId: s2, courseId: own.id, kind: 'join', createdAt: at },
      ]);
      await db.insert(lecturePurchases).values([
        {
          userId: s1,
          lectureId: ownLecture.id,
          payBy: 'wallet',
          pricePaid: 2_000,
          createdAt: at,
          updatedAt: at,
        },
        { userId: s2, lectureId: theirLecture.id, payBy: 'free', createdAt: at, updatedAt: at },
      ]);
      const [v] = await db
        .insert(videos)
        .values({ lectureId: ownLecture.id, name: 'v', url: 'https://x/v.mp4' })
        .returning();
      await db.insert(videoViews).values([
        { userId: s1, videoId: v!.id, countedViews: 3, updatedAt: at },
        { userId: s2, videoId: v!.id, countedViews: 2, updatedAt: at },
      ]);

      const sales = await dashboardSales(db, admin, five);
      expect(sales.courses).toEqual([
        { id: theirs.id, name: 'دورة غيري', sales: 2, amount: 200 },
        { id: own.id, name: 'دورتي', sales: 1, amount: 50.5 },
      ]);
      expect(sales.lectures).toEqual([
        { id: ownLecture.id, name: 'محاضرتي', course_name: 'دورتي', sales: 1, amount: 20 },
      ]);
      const teacherSales = await dashboardSales(db, teacher, five);
      expect(teacherSales.courses.map((c) => c.id)).toEqual([own.id]);

      const views = await dashboardViews(db, teacher, five);
      expect(views.courses).toEqual([{ id: own.id, name: 'دورتي', views: 5, viewers: 2 }]);
      expect(views.lectures).toEqual([
        { id: ownLecture.id, name: 'محاضرتي', course_name: 'دورتي', views: 5, viewers: 2 },
      ]);
      // A teacher account tied to no teacher sees nothing rather than everything.
      const unbound = await dashboardSales(db, { ...teacher, teacherId: null }, five);
      expect(unbound.courses).toEqual([]);
    });

    it('a range across the end of summer time: whole Cairo days, both ends in; each figure is the sum of its rows', async () => {
      const { db } = handle;
      // Cairo leaves summer time (UTC+3) at the end of Thursday 29 October 2026: that day has 25
      // hours, 21:30Z is still its 23:30. The expected days come from Intl (the ICU zone data), the
      // api's from the database's: two independent calendars must agree.
      const from = '2026-10-28';
      const to = '2026-10-30';
      const days = [from, '2026-10-29', to];
      const desk2 = await staffUser(db, 'assistant', 'مساعد الخريف');
      const student = await makeUser(db);
      const course = await makeCourse(db, { name: 'دورة الخريف' });
      const lecture = await makeLecture(db, course.id, { name: 'محاضرة الخريف' });
      const [video] = await db
        .insert(videos)
        .values({ lectureId: lecture.id, name: 'v', url: 'https://x/autumn.mp4' })
        .returning();
      const edges = [
        '2026-10-27T20:59:59.999Z', // 27th, 23:59:59.999 (UTC+3): out
        '2026-10-27T21:00:00.000Z', // 28th, 00:00: in
        '2026-10-29T20:59:59.000Z', // 29th, 23:59:59 summer time
        '2026-10-29T21:30:00.000Z', // 29th, 23:30 again (winter time)
        '2026-10-29T22:00:00.000Z', // 30th, 00:00 (UTC+2)
        '2026-10-30T21:59:59.999Z', // 30th, the last millisecond: in
        '2026-10-30T22:00:00.000Z', // 31st: out
      ];
      const dayOf = (iso: string) => todayInCairo(new Date(iso));
      expect(edges.map(dayOf)).toEqual([
        '2026-10-27',
        from,
        '2026-10-29',
        '2026-10-29',
        to,
        to,
        '2026-10-31',
      ]);
      const rows = edges.map((at, i) => ({ at, day: dayOf(at), value: 100 * 2 ** i }));
      const inside = rows.filter((r) => days.includes(r.day));
      const sumOn = (day: string) => inside.filter((r) => r.day === day).reduce((s, r) => s + r.value, 0);
      for (const r of rows) {
        await ledgerRow(db, student, r.value, r.at, { staffId: desk2.id });
        await db.insert(enrolments).values({
          userId: await makeUser(db),
          courseId: course.id,
          kind: 'purchase',
          pricePaid: r.value,
          createdAt: new Date(r.at),
        });
        const viewer = await makeUser(db);
        await db
          .update(users)
          .set({ createdAt: new Date(r.at) })
          .where(eq(users.id, viewer));
        await db
          .insert(videoViews)
          .values({ userId: viewer, videoId: video!.id, countedViews: 1, updatedAt: new Date(r.at) });
      }

      // Takings: a row per day, the total their sum, and each day alone the same figure.
      const takings = await dashboardTakings(db, admin, { from, to });
      expect(takings.days).toEqual(
        days.map((d) => ({
          date: d,
          method: 'cash_desk',
          amount: sumOn(d) / 100,
          count: inside.filter((r) => r.day === d).length,
        })),
      );
      expect(takings.total).toBe(inside.reduce((s, r) => s + r.value, 0) / 100);
      expect(takings.total).toBe(takings.days.reduce((s, d) => s + d.amount, 0));
      expect(takings.staff).toEqual([
        { staff_id: desk2.id, name: 'مساعد الخريف', amount: takings.total, count: inside.length },
      ]);
      for (const d of days) {
        expect((await dashboardTakings(db, admin, { from: d, to: d })).total).toBe(sumOn(d) / 100);
      }

      // New students per day: every day listed, the range's figure their sum. Each viewer is
      // active on the day they signed up (their view row), the student on each day of a recharge.
      const students = await dashboardStudents(db, { from, to });
      expect(students.days.map((d) => [d.date, d.new_students])).toEqual(
        days.map((d) => [d, inside.filter((r) => r.day === d).length]),
      );
      expect(students.new_students).toBe(inside.length);
      expect(students.days.map((d) => d.active_students)).toEqual(
        days.map((d) => inside.filter((r) => r.day === d).length + 1),
      );
      expect(students.active_students).toBe(inside.length + 1);

      // Sales and views of the range: its rows only.
      const sales = await dashboardSales(db, admin, { from, to });
      expect(sales.courses).toEqual([
        {
          id: course.id,
          name: 'دورة الخريف',
          sales: inside.length,
          amount: inside.reduce((s, r) => s + r.value, 0) / 100,
        },
      ]);
      const views = await dashboardViews(db, admin, { from, to });
      expect(views.courses).toEqual([
        { id: course.id, name: 'دورة الخريف', views: inside.length, viewers: inside.length },
      ]);
    });

    it('resolves the range: 30 days to today by default, a default end moved, a bad range refused', () => {
      const now = new Date('2026-03-10T22:30:00Z'); // already the 11th in Cairo
      expect(resolveRange({}, now)).toEqual({ from: '2026-02-10', to: '2026-03-11' });
      expect(resolveRange({ from: '2026-04-01' }, now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
      expect(resolveRange({ from: '2024-01-01' }, now)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
      expect(() => resolveRange({ from: '2026-03-02', to: '2026-03-01' }, now)).toThrow('VALIDATION_FAILED');
      expect(() => resolveRange({ from: '2025-01-01', to: '2026-03-01' }, now)).toThrow('VALIDATION_FAILED');
    });
  });
}
