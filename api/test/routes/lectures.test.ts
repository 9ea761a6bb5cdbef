import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  enrolments,
  examSessions,
  exams,
  lecturePurchases,
  videos,
  videoViews,
} from '../../src/db/schema/index';
import { credit, getBalance } from '../../src/domain/ledger/index';
import { updateSettings } from '../../src/domain/settings/index';
import { makeCard, makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

describe('lecture routes', () => {
  let t: TestApp;
  let gradeId: number;
  const student = async () => {
    const s = await signUp(t.app, t.db, gradeId);
    return { token: s.token, id: s.user.id };
  };

  beforeAll(async () => {
    t = await createTestApp();
    gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const buy = (id: number, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/lectures/${id}/purchase`,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('POST /lectures/{id}/purchase', () => {
    it('buys with the wallet: the lecture comes back purchased with the new balance', async () => {
      const me = await student();
      const course = await makeCourse(t.db, { payType: 'lectures', price: 0 });
      const lecture = await makeLecture(t.db, course.id, { price: 2_500, expiryDays: 30 });
      await credit(t.db, { userId: me.id, amount: 10_000, type: 'recharge' });
      const res = await buy(lecture.id, me.token, { pay_by: 'wallet' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { id: lecture.id, purchased: true, expired: false, expiry_days: 30, price: 25 },
        balance: 75,
      });
      expect(await getBalance(t.db, me.id)).toBe(7_500);
      // The day access ends, 30 days on (issue 31).
      const ends = Date.parse(res.json().data.access_ends_at);
      expect(Math.abs(ends - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
      // Buying a lecture joins its lectures course.
      const [joined] = await t.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, me.id), eq(enrolments.courseId, course.id)));
      expect(joined?.kind).toBe('join');
      const again = await buy(lecture.id, me.token, { pay_by: 'wallet' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'ALREADY_PURCHASED', message: 'لقد حصلت على المحاضرة سابقاً' });
      expect(await getBalance(t.db, me.id)).toBe(7_500);
    });

    it('refuses a short wallet, then answers every pay-card code of spec 2 §8', async () => {
      const me = await student();
      const other = await student();
      const course = await makeCourse(t.db, { payType: 'lectures', price: 0 });
      const lecture = await makeLecture(t.db, course.id, { price: 5_000 });
      const short = await buy(lecture.id, me.token, { pay_by: 'wallet' });
      expect(short.json()).toMatchObject({
        error: 'BALANCE_NOT_ENOUGH',
        message: 'رصيد المحفظة غير كافي لإتمام العملية',
      });
      const card = async (values: Parameters<typeof makeCard>[1]) => (await makeCard(t.db, values)).code;
      const cases: [string, string][] = [
        ['NO-SUCH-CARD', 'INVALID_PAYCARD_CODE'],
        [await card({ expiresAt: new Date(Date.now() - 1000) }), 'EXPIRED_PAYCARD'],
        [await card({ userId: other.id }), 'PAYCARD_USED_BY_ANOTHER_USER'],
        [await card({ courseId: (await makeCourse(t.db)).id }), 'PAYCARD_TARGET_VALIDATION_FAILD'],
        [await card({ value: 1_000 }), 'PAYCARD_MAX_PRICE_EXCEEDED'],
      ];
      for (const [code, error] of cases) {
        const res = await buy(lecture.id, me.token, { pay_by: 'paycard', code });
        expect(res.statusCode, error).toBe(409);
        expect(res.json().error).toBe(error);
      }
      const good = await card({});
      const ok = await buy(lecture.id, me.token, { pay_by: 'paycard', code: good });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ data: { purchased: true }, balance: 0 });
      const second = await makeLecture(t.db, course.id, { price: 1_000 });
      const used = await buy(second.id, me.token, { pay_by: 'paycard', code: good });
      expect(used.json().error).toBe('USED_PAYCARD');
      const empty = await buy(second.id, me.token, { pay_by: 'paycard', code: '' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.code).toEqual(['أدخل كود البطاقة بشكل صحيح']);
    });

    it('gets a free lecture without pay_by and repurchases at repurchase_price, resetting views', async () => {
      const me = await student();
      const course = await makeCourse(t.db, { payType: 'lectures', price: 0 });
      const free = await makeLecture(t.db, course.id, { price: 0 });
      const res = await buy(free.id, me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ free: true, purchased: true });

      const again = await makeLecture(t.db, course.id, {
        price: 3_000,
        repurchasable: true,
        repurchasePrice: 1_000,
      });
      const [video] = await t.db
        .insert(videos)
        .values({ lectureId: again.id, name: 'v', url: '/x.mp4', viewsLimit: 2 })
        .returning();
      await credit(t.db, { userId: me.id, amount: 5_000, type: 'recharge' });
      expect((await buy(again.id, me.token, { pay_by: 'wallet' })).json().balance).toBe(20);
      await t.db.insert(videoViews).values({ userId: me.id, videoId: video!.id, countedViews: 2 });
      const re = await buy(again.id, me.token, { pay_by: 'wallet' });
      expect(re.statusCode).toBe(200);
      expect(re.json().balance).toBe(10);
      const [views] = await t.db.select().from(videoViews).where(eq(videoViews.videoId, video!.id));
      expect(views?.countedViews).toBe(0);
    });

    it('charges once under concurrent purchases and refuses guests and bad ids', async () => {
      const me = await student();
      const course = await makeCourse(t.db, { payType: 'lectures', price: 0 });
      const lecture = await makeLecture(t.db, course.id, { price: 1_000 });
      await credit(t.db, { userId: me.id, amount: 10_000, type: 'recharge' });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => buy(lecture.id, me.token, { pay_by: 'wallet' })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
      expect(await getBalance(t.db, me.id)).toBe(9_000);
      const guest = await t.app.inject({ method: 'POST', url: `/v1/lectures/${lecture.id}/purchase` });
      expect(guest.statusCode).toBe(401);
      expect((await buy(999_999, me.token, { pay_by: 'wallet' })).statusCode).toBe(404);
      expect((await buy(lecture.id, me.token, { pay_by: 'bitcoin' })).statusCode).toBe(422);
    });

    it('replays an Idempotency-Key with the same answer and charges once', async () => {
      const me = await student();
      const course = await makeCourse(t.db, { payType: 'lectures', price: 0 });
      const lecture = await makeLecture(t.db, course.id, { price: 1_000 });
      await credit(t.db, { userId: me.id, amount: 5_000, type: 'recharge' });
      const key = { 'idempotency-key': `lec-${lecture.id}` };
      const a = await buy(lecture.id, me.token, { pay_by: 'wallet' }, key);
      const b = await buy(lecture.id, me.token, { pay_by: 'wallet' }, key);
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect(await getBalance(t.db, me.id)).toBe(4_000);
    });

    it('refuses pay_by wallet when the wallet system is off', async () => {
      const me = await student();
      const lecture = await makeLecture(t.db, (await makeCourse(t.db, { payType: 'lectures' })).id);
      await updateSettings(t.db, { enable_wallet_system: false });
      try {
        expect((await buy(lecture.id, me.token, { pay_by: 'wallet' })).json().error).toBe('FEATURE_DISABLED');
      } finally {
        await updateSettings(t.db, { enable_wallet_system: true });
      }
    });
  });

  describe('GET /lectures/{id}/contents', () => {
    it('lists videos, exams and attachments in order; must_take locks what follows', async () => {
      const me = await student();
      const course = await makeCourse(t.db, { payType: 'course', price: 0 });
      const lecture = await makeLecture(t.db, course.id);
      await t.db.insert(enrolments).values({ userId: me.id, courseId: course.id, kind: 'free' });
      const [v1] = await t.db
        .insert(videos)
        .values({ lectureId: lecture.id, name: 'أول', url: '/a.mp4', viewsLimit: 3, position: 1 })
        .returning();
      await t.db.insert(exams).values({
        lectureId: lecture.id,
        name: 'اختبار',
        examCode: `LX${lecture.id}`,
        mustTake: true,
        position: 2,
      });
      await t.db.insert(videos).values({ lectureId: lecture.id, name: 'ثان', url: '/b.mp4', position: 3 });
      await t.db
        .insert(attachments)
        .values({ lectureId: lecture.id, name: 'ملزمة', url: '/n.pdf', size: 10, extension: 'pdf' });
      await t.db.insert(videoViews).values({ userId: me.id, videoId: v1!.id, countedViews: 1 });

      const res = await get(`/v1/lectures/${lecture.id}/contents`, me.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.lecture).toMatchObject({ id: lecture.id, purchased: true });
      expect(body.items.map((i: { type: string; locked: boolean }) => [i.type, i.locked])).toEqual([
        ['video', false],
        ['exam', false],
        ['video', true],
      ]);
      expect(body.videos[0]).toMatchObject({ views_limit: 3, counted_views: 1, viewable: true });
      expect(body.videos[1]).toMatchObject({ views_limit: null, viewable: false });
      expect(body.exams[0]).toMatchObject({ exam_code: `LX${lecture.id}`, has_session: false });
      expect(body.attachments).toEqual([
        expect.objectContaining({ name: 'ملزمة', size: 10, meta: { extension: 'pdf' } }),
      ]);
    });

    it('shows no mark of a lecture exam whose show_result is off (as the exam page would not)', async () => {
      const me = await student();
      const course = await makeCourse(t.db, { payType: 'course', price: 0 });
      const lecture = await makeLecture(t.db, course.id);
      await t.db.insert(enrolments).values({ userId: me.id, courseId: course.id, kind: 'free' });
      const [exam] = await t.db
        .insert(exams)
        .values({
          lectureId: lecture.id,
          name: 'مخفي',
          examCode: `HX${lecture.id}`,
          showResult: false,
          position: 1,
        })
        .returning();
      const submitted = new Date(Date.now() - 60_000);
      await t.db.insert(examSessions).values({
        token: `hidden-${lecture.id}`,
        examId: exam!.id,
        userId: me.id,
        startTime: new Date(Date.now() - 120_000),
        submittedAt: submitted,
        corrected: true,
        succeeded: false,
        correctionMark: 3,
        totalMark: 10,
      });
      const body = (await get(`/v1/lectures/${lecture.id}/contents`, me.token)).json();
      expect(body.exams[0].latest_session).toMatchObject({
        succeeded: null,
        correction_mark: null,
        correction_percentage: null,
      });
    });

    it('answers LECTURE_NOT_PURCHASED with course_id; previews and expiry follow spec 2 §4', async () => {
      const me = await student();
      const paid = await makeCourse(t.db, { payType: 'course', price: 10_000 });
      const locked = await makeLecture(t.db, paid.id);
      const preview = await makeLecture(t.db, paid.id, { preview: true });
      const res = await get(`/v1/lectures/${locked.id}/contents`, me.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'LECTURE_NOT_PURCHASED',
        message: 'يتعين عليك شراء المحاضرة أولاً',
        course_id: paid.id,
      });
      expect((await get(`/v1/lectures/${preview.id}/contents`, me.token)).statusCode).toBe(200);

      // pay_type 'lectures': a preview is not enough, and an expired purchase locks again.
      const byLecture = await makeCourse(t.db, { payType: 'lectures', price: 0 });
      const lp = await makeLecture(t.db, byLecture.id, { preview: true, price: 0, expiryDays: 1 });
      expect((await get(`/v1/lectures/${lp.id}/contents`, me.token)).statusCode).toBe(403);
      expect((await buy(lp.id, me.token)).statusCode).toBe(200);
      expect((await get(`/v1/lectures/${lp.id}/contents`, me.token)).statusCode).toBe(200);
      await t.db
        .update(lecturePurchases)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(lecturePurchases.lectureId, lp.id));
      expect((await get(`/v1/lectures/${lp.id}/contents`, me.token)).json().error).toBe(
        'LECTURE_NOT_PURCHASED',
      );

      expect((await get(`/v1/lectures/${locked.id}/contents`)).statusCode).toBe(401);
      expect((await get('/v1/lectures/999999/contents', me.token)).statusCode).toBe(404);
      for (const id of ['abc', '0', '-1', '0x1', '2147483648', '1.5']) {
        expect((await get(`/v1/lectures/${id}/contents`, me.token)).statusCode, id).toBe(404);
      }
    });
  });
});
