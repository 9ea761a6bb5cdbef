import { ERROR_MESSAGES } from '@app/shared-contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseCategories,
  courseGrades,
  courseTeachers,
  enrolments,
  teachers,
} from '../../src/db/schema/index';
import { credit, getBalance } from '../../src/domain/ledger/index';
import { updateSettings } from '../../src/domain/settings/index';
import { invalidatePublicCache } from '../../src/lib/public-cache';
import { makeCard, makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

describe('catalogue routes', () => {
  let t: TestApp;
  let gradeIds: number[];
  let categoryIds: number[];
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    ({ gradeIds, categoryIds } = await seedBasics(t.db));
    const a = await signUp(t.app, t.db, gradeIds[0]!);
    const b = await signUp(t.app, t.db, gradeIds[0]!);
    alice = { token: a.token, id: a.user.id };
    bob = { token: b.token, id: b.user.id };
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('GET /courses', () => {
    let physicsIds: number[];
    beforeAll(async () => {
      physicsIds = [];
      for (let i = 0; i < 14; i++) {
        const c = await makeCourse(t.db, { name: `فيزياء الجزء ${i + 1}`, position: i });
        physicsIds.push(c.id);
        await t.db.insert(courseCategories).values({ courseId: c.id, categoryId: categoryIds[0]! });
        await t.db.insert(courseGrades).values({ courseId: c.id, gradeId: gradeIds[i % 2]! });
      }
      const chem = await makeCourse(t.db, { name: 'كيمياء عضوية', position: 20 });
      await t.db.insert(courseCategories).values({ courseId: chem.id, categoryId: categoryIds[1]! });
      await t.db.insert(courseGrades).values({ courseId: chem.id, gradeId: gradeIds[2]! });
      await makeCourse(t.db, { name: 'فيزياء مخفية', published: false });
    });

    it('pages by 12 with an absolute next link that keeps the filters', async () => {
      const res = await get('/v1/courses?search=فيزياء');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(12);
      expect(body.links.next).toBe(
        `/v1/courses?search=${encodeURIComponent('فيزياء').replace(/%20/g, '+')}&page=2`,
      );
      const next = await get(body.links.next);
      expect(next.json().data).toHaveLength(2);
      expect(next.json().links.next).toBeNull();
      const first = body.data[0];
      expect(first).toMatchObject({
        pay_type: 'course',
        price: 100,
        free: false,
        joined: false,
        lectures_count: 0,
        users_count: 0,
      });
      expect(first.categories).toEqual([{ id: categoryIds[0], name: 'الفيزياء' }]);
    });

    it('filters by grade, and by category over grade', async () => {
      const byGrade = (await get(`/v1/courses?grade_id=${gradeIds[2]}`)).json();
      expect(byGrade.data.map((c: { name: string }) => c.name)).toEqual(['كيمياء عضوية']);
      const both = (await get(`/v1/courses?grade_id=${gradeIds[2]}&category_id=${categoryIds[0]}`)).json();
      expect(both.data).toHaveLength(12);
      expect(both.links.next).toBe(
        `/v1/courses?grade_id=${gradeIds[2]}&category_id=${categoryIds[0]}&page=2`,
      );
    });

    it('accepts Arabic-Indic digits and empty search; finds nothing for an unknown word', async () => {
      expect((await get(`/v1/courses?page=${'٢'}`)).statusCode).toBe(200);
      expect((await get('/v1/courses?search=')).json().data.length).toBe(12);
      expect((await get('/v1/courses?search=%25')).json()).toEqual({ data: [], links: { next: null } });
    });

    it.each([
      ['grade_id=abc', 'grade_id'],
      ['category_id=-1', 'category_id'],
      ['page=0', 'page'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ])('answers 422 keyed by field for %s', async (query, field) => {
      const res = await get(`/v1/courses?${query}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    });
  });

  it('gives a course sold per lecture the lowest price of its lectures on sale (lectures_from_price)', async () => {
    const perLecture = await makeCourse(t.db, { name: 'بالمحاضرة مدفوعة', payType: 'lectures', price: 0 });
    await makeLecture(t.db, perLecture.id, { price: 0 });
    await makeLecture(t.db, perLecture.id, { price: 4_500 });
    await makeLecture(t.db, perLecture.id, { price: 3_000 });
    await makeLecture(t.db, perLecture.id, { price: 1_000, published: false });
    const allFree = await makeCourse(t.db, { name: 'بالمحاضرة مجانية', payType: 'lectures', price: 0 });
    await makeLecture(t.db, allFree.id, { price: 0 });
    // A whole course's lectures have no price of their own (issue 29): none is given.
    const whole = await makeCourse(t.db, { name: 'بالمحاضرة كاملة', price: 5_000 });
    await makeLecture(t.db, whole.id, { price: 1_000 });
    invalidatePublicCache(t.db);
    const list = (await get(`/v1/courses?search=${encodeURIComponent('بالمحاضرة')}`)).json().data;
    const byId = new Map(list.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(perLecture.id)).toMatchObject({
      pay_type: 'lectures',
      free: true,
      lectures_from_price: 30,
    });
    expect(byId.get(allFree.id)).toMatchObject({ lectures_from_price: null });
    expect(byId.get(whole.id)).toMatchObject({ pay_type: 'course', lectures_from_price: null });
    const detail = (await get(`/v1/courses/${perLecture.id}`)).json().data;
    expect(detail.lectures_from_price).toBe(30);
  });

  describe('GET /courses/{id}', () => {
    it('shows the full course with lectures to guests and per-user flags to students', async () => {
      const course = await makeCourse(t.db, {
        name: 'دورة كاملة',
        description: 'وصف',
        showPreview: true,
        featured: true,
      });
      const [teacher] = await t.db.insert(teachers).values({ name: 'أ. أحمد', avatar: '/a.png' }).returning();
      await t.db.insert(courseTeachers).values({ courseId: course.id, teacherId: teacher!.id });
      const l1 = await makeLecture(t.db, course.id, { preview: true, price: 0 });
      await makeLecture(t.db, course.id, { price: 1_550 });
      const guest = (await get(`/v1/courses/${course.id}`)).json().data;
      expect(guest).toMatchObject({
        id: course.id,
        description: 'وصف',
        show_preview: true,
        featured: true,
        joined: false,
        lectures_count: 2,
        teachers: [{ id: teacher!.id, name: 'أ. أحمد', avatar: '/a.png' }],
      });
      expect(guest.lectures[0]).toMatchObject({
        id: l1.id,
        course_id: course.id,
        // Priced 0, but its course is sold whole at 100 pounds: not free (issue 29).
        free: false,
        preview: true,
        purchased: false,
      });
      expect(guest.lectures[1]).toMatchObject({ price: 15.5, free: false, expired: false, seen: false });
      await t.db.insert(enrolments).values({ userId: alice.id, courseId: course.id, kind: 'purchase' });
      // The reader's own flags never come from the cache: right after a write made elsewhere.
      const fresh = (await get(`/v1/courses/${course.id}`, alice.token)).json().data;
      expect(fresh.joined).toBe(true);
      expect(fresh.lectures.every((l: { purchased: boolean }) => l.purchased)).toBe(true);
      // The public users_count follows once the cache is dropped (within a second on its own).
      invalidatePublicCache(t.db);
      const mine = (await get(`/v1/courses/${course.id}`, alice.token)).json().data;
      expect(mine.joined).toBe(true);
      expect(mine.users_count).toBe(1);
      expect(mine.lectures.every((l: { purchased: boolean }) => l.purchased)).toBe(true);
    });

    it('404 for a missing or hidden course and for a path that is no id', async () => {
      expect((await get('/v1/courses/999999')).json()).toMatchObject({ error: 'NOT_FOUND' });
      const hidden = await makeCourse(t.db, { published: false });
      expect((await get(`/v1/courses/${hidden.id}`)).statusCode).toBe(404);
      // Issue 8, finding 6: ids from 2^31 up used to answer 500, hex forms to read as numbers.
      for (const id of ['abc', '0', '-1', '0x1', '1e3', '2147483648', '99999999999999999999', '1.5']) {
        const bad = await get(`/v1/courses/${id}`);
        expect([id, bad.statusCode, bad.json().error]).toEqual([id, 404, 'NOT_FOUND']);
      }
    });
  });

  describe('POST /courses/{id}/join', () => {
    it('joins a lectures course, then ALREADY_JOINED', async () => {
      const course = await makeCourse(t.db, { payType: 'lectures', price: 0 });
      const res = await post(`/v1/courses/${course.id}/join`, alice.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: course.id, joined: true, users_count: 1 });
      const again = await post(`/v1/courses/${course.id}/join`, alice.token, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'ALREADY_JOINED' });
    });

    it('LIMIT_EXCEEDED when the course is full', async () => {
      const course = await makeCourse(t.db, { payType: 'lectures', price: 0, maxStudents: 1 });
      expect((await post(`/v1/courses/${course.id}/join`, alice.token)).statusCode).toBe(200);
      const res = await post(`/v1/courses/${course.id}/join`, bob.token);
      expect(res.json()).toEqual({
        error: 'LIMIT_EXCEEDED',
        message: ERROR_MESSAGES.LIMIT_EXCEEDED,
      });
    });

    it('needs a user, refuses a paid course, unknown fields and unknown courses', async () => {
      const course = await makeCourse(t.db);
      expect((await post(`/v1/courses/${course.id}/join`)).statusCode).toBe(401);
      expect((await post(`/v1/courses/${course.id}/join`, 'not-a-token')).statusCode).toBe(401);
      expect((await post(`/v1/courses/${course.id}/join`, alice.token)).json().error).toBe(
        'VALIDATION_FAILED',
      );
      const extra = await post(`/v1/courses/${course.id}/join`, alice.token, { foo: 1 });
      expect(extra.statusCode).toBe(422);
      expect(extra.json().errors).toHaveProperty('foo');
      expect((await post('/v1/courses/999999/join', alice.token)).statusCode).toBe(404);
      const rows = await t.db.select().from(enrolments).where(eq(enrolments.courseId, course.id));
      expect(rows).toHaveLength(0);
    });
  });

  describe('POST /courses/{id}/purchase', () => {
    it('gets a free course with no body', async () => {
      const course = await makeCourse(t.db, { price: 0 });
      const res = await post(`/v1/courses/${course.id}/purchase`, bob.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ free: true, joined: true });
      expect(res.json()).not.toHaveProperty('balance'); // no money moved
    });

    it('buys with the wallet through the ledger, then ALREADY_PURCHASED', async () => {
      const course = await makeCourse(t.db, { price: 12_000 });
      const poor = await post(`/v1/courses/${course.id}/purchase`, bob.token, { pay_by: 'wallet' });
      expect(poor.json()).toEqual({
        error: 'BALANCE_NOT_ENOUGH',
        message: 'رصيد المحفظة غير كافي لإتمام العملية',
      });
      await credit(t.db, { userId: bob.id, amount: 20_000, type: 'recharge' });
      const ok = await post(`/v1/courses/${course.id}/purchase`, bob.token, { pay_by: 'wallet' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ id: course.id, joined: true, price: 120 });
      expect(ok.json().balance).toBe(80);
      expect(await getBalance(t.db, bob.id)).toBe(8_000);
      const user = (await post('/v1/auth/user', bob.token, {})).json();
      expect(user.balance ?? user.user?.balance).toBe(80);
      const twice = await post(`/v1/courses/${course.id}/purchase`, bob.token, { pay_by: 'wallet' });
      expect(twice.json().error).toBe('ALREADY_PURCHASED');
      expect(await getBalance(t.db, bob.id)).toBe(8_000);
    });

    it('concurrent purchases of one course by one user charge once', async () => {
      await credit(t.db, { userId: alice.id, amount: 50_000, type: 'recharge' });
      const before = await getBalance(t.db, alice.id);
      const course = await makeCourse(t.db, { price: 3_000 });
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          post(`/v1/courses/${course.id}/purchase`, alice.token, { pay_by: 'wallet' }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.json().error === 'ALREADY_PURCHASED')).toHaveLength(7);
      expect(await getBalance(t.db, alice.id)).toBe(before - 3_000);
    });

    it('a retry with the same Idempotency-Key succeeds again without charging', async () => {
      const course = await makeCourse(t.db, { price: 1_000 });
      const before = await getBalance(t.db, alice.id);
      const h = { 'idempotency-key': 'retry-abc-1' };
      expect(
        (await post(`/v1/courses/${course.id}/purchase`, alice.token, { pay_by: 'wallet' }, h)).statusCode,
      ).toBe(200);
      const replay = await post(`/v1/courses/${course.id}/purchase`, alice.token, { pay_by: 'wallet' }, h);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().balance).toBe((before - 1_000) / 100);
      expect(await getBalance(t.db, alice.id)).toBe(before - 1_000);
      const bad = await post(
        `/v1/courses/${course.id}/purchase`,
        alice.token,
        { pay_by: 'wallet' },
        { 'idempotency-key': 'x'.repeat(101) },
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('idempotency_key');
    });

    it('answers every pay-card code and changes nothing on failure', async () => {
      const course = await makeCourse(t.db, { price: 10_000 });
      const other = await makeCourse(t.db, { price: 10_000 });
      const buy = async (code: string, token = alice.token, id = course.id) =>
        (await post(`/v1/courses/${id}/purchase`, token, { pay_by: 'paycard', code })).json().error ?? 'OK';
      expect(await buy('WRONG')).toBe('INVALID_PAYCARD_CODE');
      expect(await buy((await makeCard(t.db, { expiresAt: new Date(Date.now() - 60_000) })).code)).toBe(
        'EXPIRED_PAYCARD',
      );
      expect(await buy((await makeCard(t.db, { courseId: other.id })).code)).toBe(
        'PAYCARD_TARGET_VALIDATION_FAILD',
      );
      expect(await buy((await makeCard(t.db, { value: 5_000 })).code)).toBe('PAYCARD_MAX_PRICE_EXCEEDED');
      expect(await buy((await makeCard(t.db, { userId: bob.id })).code)).toBe('PAYCARD_USED_BY_ANOTHER_USER');
      const rows = await t.db.select().from(enrolments).where(eq(enrolments.courseId, course.id));
      expect(rows).toHaveLength(0);
      const card = await makeCard(t.db, { courseId: course.id });
      const spaced = card.code.replace(/(.{4})/g, '$1 ');
      expect(await buy(spaced)).toBe('OK');
      const cardForOther = await makeCard(t.db);
      expect(await buy(cardForOther.code, bob.token, other.id)).toBe('OK');
      expect(await buy(cardForOther.code, alice.token, other.id)).toBe('PAYCARD_USED_BY_ANOTHER_USER');
      const third = await makeCourse(t.db, { price: 100 });
      expect(await buy(card.code, alice.token, third.id)).toBe('USED_PAYCARD');
    });

    it('LIMIT_EXCEEDED and FEATURE_DISABLED', async () => {
      const full = await makeCourse(t.db, { price: 0, maxStudents: 1 });
      expect((await post(`/v1/courses/${full.id}/purchase`, alice.token)).statusCode).toBe(200);
      expect((await post(`/v1/courses/${full.id}/purchase`, bob.token)).json().error).toBe('LIMIT_EXCEEDED');
      await updateSettings(t.db, { enable_wallet_system: false });
      const paid = await makeCourse(t.db, { price: 100 });
      const res = await post(`/v1/courses/${paid.id}/purchase`, alice.token, { pay_by: 'wallet' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('FEATURE_DISABLED');
      await updateSettings(t.db, { enable_wallet_system: true });
    });

    it.each([
      [{ pay_by: 'paycard' }, 'code'],
      [{ pay_by: 'paycard', code: '   ' }, 'code'],
      [{ pay_by: 'cash' }, 'pay_by'],
      [{ pay_by: 'wallet', extra: true }, 'extra'],
      [{ pay_by: 'paycard', code: 123 }, 'code'],
      [{}, 'pay_by'],
    ])('422 keyed by field for %j', async (payload, field) => {
      const course = await makeCourse(t.db, { price: 100 });
      const res = await post(`/v1/courses/${course.id}/purchase`, alice.token, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    });

    it('needs a user and a course', async () => {
      const course = await makeCourse(t.db, { price: 0 });
      expect((await post(`/v1/courses/${course.id}/purchase`)).statusCode).toBe(401);
      expect((await post('/v1/courses/999999/purchase', alice.token, { pay_by: 'wallet' })).statusCode).toBe(
        404,
      );
      const lecturesCourse = await makeCourse(t.db, { payType: 'lectures', price: 0 });
      expect((await post(`/v1/courses/${lecturesCourse.id}/purchase`, alice.token)).json().error).toBe(
        'VALIDATION_FAILED',
      );
    });
  });
});
