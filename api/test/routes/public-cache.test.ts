import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, courseGrades, enrolments } from '../../src/db/schema/index';
import { credit } from '../../src/domain/ledger/index';
import { invalidatePublicCache } from '../../src/lib/public-cache';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';

/**
 * Issue 9: home, welcome, the catalogue and the course page answer from a cache shared by every
 * reader. Whatever the order of readers, each sees only their own joined and purchased flags,
 * and no answer carries a student's name or balance.
 */
describe('cached catalogue answers stay per reader', () => {
  let t: TestApp;
  let courseId: number;
  let gradeId: number;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    const { gradeIds } = await seedBasics(t.db);
    gradeId = gradeIds[0]!;
    const course = await makeCourse(t.db, {
      name: 'دورة مميزة',
      featured: true,
      payType: 'course',
      price: 0,
    });
    courseId = course.id;
    await t.db.insert(courseGrades).values({ courseId, gradeId: gradeIds[0]! });
    await makeLecture(t.db, courseId, { price: 1_000 });
    const a = await signUp(t.app, t.db, gradeIds[0]!, { name: 'أليس الأولى' });
    const b = await signUp(t.app, t.db, gradeIds[0]!, { name: 'بوب الثاني' });
    alice = { token: a.token, id: a.user.id };
    bob = { token: b.token, id: b.user.id };
    await credit(t.db, { userId: alice.id, amount: 987_654, type: 'recharge' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, url).toBe(200);
    return res;
  };
  const cardOf = (body: { data?: unknown[]; featured_courses?: unknown[] }) =>
    ((body.data ?? body.featured_courses) as { id: number; joined: boolean }[]).find(
      (c) => c.id === courseId,
    );
  const detail = async (token?: string) =>
    (await get(`/v1/courses/${courseId}`, token)).json().data as {
      joined: boolean;
      lectures: { purchased: boolean }[];
    };

  it('gives each reader their own joined and purchased flags, in any order', async () => {
    // Warm every cache as a guest and as bob, then alice joins (through the api: the cache drops).
    for (const url of ['/v1/home', '/v1/welcome', '/v1/courses']) {
      await get(url);
      await get(url, bob.token);
    }
    await detail();
    await detail(bob.token);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/v1/courses/${courseId}/purchase`,
      headers: bearer(alice.token),
    });
    expect(joined.statusCode, joined.body).toBe(200);

    for (let round = 0; round < 2; round++) {
      for (const url of ['/v1/home', '/v1/welcome', '/v1/courses']) {
        expect(cardOf((await get(url, alice.token)).json())?.joined, `alice ${url}`).toBe(true);
        expect(cardOf((await get(url, bob.token)).json())?.joined, `bob ${url}`).toBe(false);
        expect(cardOf((await get(url)).json())?.joined, `guest ${url}`).toBe(false);
      }
      const mine = await detail(alice.token);
      expect(mine.joined).toBe(true);
      expect(mine.lectures.every((l) => l.purchased)).toBe(true);
      for (const other of [await detail(bob.token), await detail()]) {
        expect(other.joined).toBe(false);
        expect(other.lectures.some((l) => l.purchased)).toBe(false);
      }
    }
  });

  it('a join through the api shows at once to its reader, never to another', async () => {
    const other = await makeCourse(t.db, { name: 'دورة محاضرات', featured: true, payType: 'lectures' });
    invalidatePublicCache(t.db);
    const find = (body: { featured_courses: { id: number; joined: boolean }[] }) =>
      body.featured_courses.find((c) => c.id === other.id);
    // Warm bob's and alice's own cached state, then bob joins.
    expect(find((await get('/v1/welcome', bob.token)).json())?.joined).toBe(false);
    expect(find((await get('/v1/welcome', alice.token)).json())?.joined).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/courses/${other.id}/join`,
      headers: bearer(bob.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(find((await get('/v1/welcome', bob.token)).json())?.joined).toBe(true);
    expect(find((await get('/v1/welcome', alice.token)).json())?.joined).toBe(false);
    expect((await get(`/v1/courses/${other.id}`, bob.token)).json().data.joined).toBe(true);
  });

  it('reads a revoked or malformed token as a guest', async () => {
    const c = await signUp(t.app, t.db, gradeId);
    await t.db.insert(enrolments).values({ userId: c.user.id, courseId, kind: 'join' });
    expect((await detail(c.token)).joined).toBe(true);
    const out = await t.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(c.token) });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await detail(c.token)).joined).toBe(false);
    expect(cardOf((await get('/v1/welcome', c.token)).json())?.joined).toBe(false);
    expect((await detail('short')).joined).toBe(false);
  });

  it('reads an expired token as a guest', async () => {
    const c = await signUp(t.app, t.db, gradeId);
    await t.db.insert(enrolments).values({ userId: c.user.id, courseId, kind: 'join' });
    expect((await detail(c.token)).joined).toBe(true);
    // Issued 91 days ago: past the absolute limit of 90 days, however recently used.
    const issued = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    await t.db.update(accessTokens).set({ createdAt: issued }).where(eq(accessTokens.userId, c.user.id));
    // Any write drops the per-reader cache (PGlite): another student registering will do.
    await signUp(t.app, t.db, gradeId);
    expect((await detail(c.token)).joined).toBe(false);
  });

  it('never carries a name or a balance', async () => {
    for (const url of ['/v1/home', '/v1/welcome', '/v1/courses', `/v1/courses/${courseId}`]) {
      for (const token of [alice.token, bob.token, undefined]) {
        const body = (await get(url, token)).body;
        expect(body).not.toContain('أليس');
        expect(body).not.toContain('بوب');
        expect(body).not.toContain('9876');
      }
    }
  });
});
