import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, lecturePurchases, payCards, videos, videoViews } from '../../src/db/schema/index';
import { credit, getBalance } from '../../src/domain/ledger/index';
import { makeCard, makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

// Issue 29: every price and ownership rule of the purchase paths, against each pay type and each
// way of paying. Money is in piasters; each student starts with 1 000 pounds.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

type PayType = 'course' | 'lectures';
type Method = 'free' | 'wallet' | 'paycard';

let t: TestApp;
let gradeId: number;

beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
});
afterAll(async () => {
  await t?.close();
});

async function student() {
  const s = await signUp(t.app, t.db, gradeId);
  await credit(t.db, { userId: s.user.id, amount: 100_000, type: 'recharge' });
  return { token: s.token, id: s.user.id };
}

async function bodyFor(method: Method): Promise<Record<string, string>> {
  if (method === 'free') return {};
  if (method === 'wallet') return { pay_by: 'wallet' };
  return { pay_by: 'paycard', code: (await makeCard(t.db, { value: 100_000 })).code };
}

const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });

async function holdings(userId: number, lectureId: number) {
  const [bought] = await t.db
    .select({ n: count() })
    .from(lecturePurchases)
    .where(and(eq(lecturePurchases.userId, userId), eq(lecturePurchases.lectureId, lectureId)));
  const [enrolled] = await t.db.select({ n: count() }).from(enrolments).where(eq(enrolments.userId, userId));
  const [cards] = await t.db.select({ n: count() }).from(payCards).where(eq(payCards.usedBy, userId));
  return { bought: Number(bought?.n), enrolled: Number(enrolled?.n), cards: Number(cards?.n) };
}

describe('POST /v1/lectures/{id}/purchase: a lecture is sold on its own only by a lectures course', () => {
  // [course pay_type, course price, lecture price, method] -> expected status (and code)
  const cases: [PayType, number, number, Method, number, string?][] = [
    ['course', 25_000, 0, 'free', 400, 'VALIDATION_FAILED'],
    ['course', 25_000, 0, 'wallet', 400, 'VALIDATION_FAILED'],
    ['course', 25_000, 0, 'paycard', 400, 'VALIDATION_FAILED'],
    ['course', 25_000, 3_000, 'free', 400, 'VALIDATION_FAILED'],
    ['course', 25_000, 3_000, 'wallet', 400, 'VALIDATION_FAILED'],
    ['course', 25_000, 3_000, 'paycard', 400, 'VALIDATION_FAILED'],
    ['course', 0, 0, 'free', 400, 'VALIDATION_FAILED'],
    ['course', 0, 3_000, 'wallet', 400, 'VALIDATION_FAILED'],
    ['lectures', 0, 0, 'free', 200],
    ['lectures', 0, 0, 'wallet', 200],
    ['lectures', 0, 3_000, 'free', 422],
    ['lectures', 0, 3_000, 'wallet', 200],
    ['lectures', 0, 3_000, 'paycard', 200],
  ];
  for (const [payType, coursePrice, price, method, status, code] of cases) {
    it(`${payType} course at ${coursePrice}, lecture at ${price}, by ${method}: ${status}`, async () => {
      const me = await student();
      const course = await makeCourse(t.db, { payType, price: coursePrice });
      const lecture = await makeLecture(t.db, course.id, { price });
      const before = await holdings(me.id, lecture.id);
      const res = await post(`/v1/lectures/${lecture.id}/purchase`, me.token, await bodyFor(method));
      expect(res.statusCode, res.body).toBe(status);
      if (code) expect(res.json().error).toBe(code);
      const after = await holdings(me.id, lecture.id);
      const charged = 100_000 - (await getBalance(t.db, me.id));
      if (status !== 200) {
        expect(after).toEqual(before);
        expect(charged).toBe(0);
        const open = await t.app.inject({
          method: 'GET',
          url: `/v1/lectures/${lecture.id}/contents`,
          headers: bearer(me.token),
        });
        expect(open.json().error).toBe('LECTURE_NOT_PURCHASED');
        return;
      }
      expect(after.bought).toBe(1);
      expect(charged).toBe(method === 'wallet' ? price : 0);
      expect(after.cards).toBe(method === 'paycard' && price > 0 ? 1 : 0);
      expect(res.json().data).toMatchObject({ purchased: true, free: price === 0 });
    });
  }

  it('a bought whole course answers ALREADY_PURCHASED for its lectures, whatever their price', async () => {
    const me = await student();
    const course = await makeCourse(t.db, { price: 5_000 });
    const [a, b] = [await makeLecture(t.db, course.id, { price: 0 }), await makeLecture(t.db, course.id)];
    expect((await post(`/v1/courses/${course.id}/purchase`, me.token, { pay_by: 'wallet' })).statusCode).toBe(
      200,
    );
    for (const lecture of [a, b]) {
      const res = await post(`/v1/lectures/${lecture.id}/purchase`, me.token, { pay_by: 'wallet' });
      expect(res.json().error).toBe('ALREADY_PURCHASED');
    }
    expect(await getBalance(t.db, me.id)).toBe(95_000);
  });

  it('labels a lecture free only where its course says so', async () => {
    const paid = await makeCourse(t.db, { price: 25_000 });
    const gift = await makeCourse(t.db, { price: 0 });
    const each = await makeCourse(t.db, { payType: 'lectures', price: 0 });
    for (const [course, free] of [
      [paid, false],
      [gift, true],
      [each, true],
    ] as const) {
      await makeLecture(t.db, course.id, { price: 0 });
      const res = await t.app.inject({ method: 'GET', url: `/v1/courses/${course.id}` });
      expect(res.json().data.lectures[0].free, course.payType).toBe(free);
    }
  });
});

describe('repurchase: charged once per distinct repurchase', () => {
  async function repurchasable() {
    const me = await student();
    const course = await makeCourse(t.db, { payType: 'lectures', price: 0 });
    const lecture = await makeLecture(t.db, course.id, {
      price: 3_000,
      repurchasable: true,
      repurchasePrice: 1_000,
    });
    const [video] = await t.db
      .insert(videos)
      .values({ lectureId: lecture.id, name: 'v', url: '/x.mp4' })
      .returning();
    const url = `/v1/lectures/${lecture.id}/purchase`;
    expect((await post(url, me.token, { pay_by: 'wallet' })).statusCode).toBe(200);
    return { me, url, videoId: video!.id };
  }
  const watch = (userId: number, videoId: number) =>
    t.db
      .insert(videoViews)
      .values({ userId, videoId, countedViews: 2 })
      .onConflictDoUpdate({ target: [videoViews.userId, videoViews.videoId], set: { countedViews: 2 } });

  it('refuses a repurchase with no views to reset (a second click)', async () => {
    const { me, url } = await repurchasable();
    const res = await post(url, me.token, { pay_by: 'wallet' });
    expect(res.json().error).toBe('ALREADY_PURCHASED');
    expect(await getBalance(t.db, me.id)).toBe(97_000);
  });

  it('ten simultaneous repurchases without a key are charged once', async () => {
    const { me, url, videoId } = await repurchasable();
    await watch(me.id, videoId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(url, me.token, { pay_by: 'wallet' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().error === 'ALREADY_PURCHASED')).toHaveLength(9);
    expect(await getBalance(t.db, me.id)).toBe(96_000);
  });

  it('ten simultaneous repurchases with one key are charged once and answered alike', async () => {
    const { me, url, videoId } = await repurchasable();
    await watch(me.id, videoId);
    const key = { 'idempotency-key': `re-${me.id}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(url, me.token, { pay_by: 'wallet' }, key)),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await getBalance(t.db, me.id)).toBe(96_000);
  });

  it('a later repurchase, after new views, is charged again', async () => {
    const { me, url, videoId } = await repurchasable();
    for (const left of [96_000, 95_000]) {
      await watch(me.id, videoId);
      expect((await post(url, me.token, { pay_by: 'wallet' })).statusCode).toBe(200);
      expect(await getBalance(t.db, me.id)).toBe(left);
    }
  });
});

describe('courses: price 0 means free only for a whole course', () => {
  const cases: [PayType, number, 'join' | 'purchase', Method, number][] = [
    ['course', 25_000, 'join', 'free', 400],
    ['course', 25_000, 'purchase', 'free', 422],
    ['course', 25_000, 'purchase', 'wallet', 200],
    ['course', 25_000, 'purchase', 'paycard', 200],
    ['course', 0, 'join', 'free', 200],
    ['course', 0, 'purchase', 'free', 200],
    ['lectures', 0, 'join', 'free', 200],
    ['lectures', 0, 'purchase', 'free', 400],
    ['lectures', 0, 'purchase', 'wallet', 400],
  ];
  for (const [payType, price, call, method, status] of cases) {
    it(`${payType} course at ${price}: ${call} by ${method} -> ${status}`, async () => {
      const me = await student();
      const course = await makeCourse(t.db, { payType, price });
      const res = await post(`/v1/courses/${course.id}/${call}`, me.token, await bodyFor(method));
      expect(res.statusCode, res.body).toBe(status);
      const [row] = await t.db
        .select({ n: count() })
        .from(enrolments)
        .where(and(eq(enrolments.userId, me.id), eq(enrolments.courseId, course.id)));
      expect(Number(row?.n)).toBe(status === 200 ? 1 : 0);
      const charged = 100_000 - (await getBalance(t.db, me.id));
      expect(charged).toBe(status === 200 && method === 'wallet' ? price : 0);
    });
  }
});
