import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import {
  courseGrades,
  enrolments,
  grades,
  honorPanel as honorTable,
  lecturePurchases,
  videos,
  videoViews,
} from '../../../src/db/schema/index';
import {
  getCourseDetail,
  honorPanel,
  listCourses,
  listFeaturedCourses,
  listLatestCourses,
  listMyCourses,
} from '../../../src/domain/catalogue/index';
import { makeUser, pgliteFactory } from '../_support/db';
import { makeCourse, makeLecture } from '../_support/fixtures';

describe('catalogue domain', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('featured, latest and my courses carry the card fields for the user', async () => {
    const db = handle.db;
    const user = await makeUser(db);
    const [grade] = await db.insert(grades).values({ name: 'الصف الثالث الثانوي' }).returning();
    const old = await makeCourse(db, { name: 'قديمة', featured: true, createdAt: new Date('2025-01-01') });
    const recent = await makeCourse(db, { name: 'حديثة', createdAt: new Date('2026-01-01') });
    await makeCourse(db, { name: 'مخفية', featured: true, published: false });
    await db.insert(courseGrades).values({ courseId: old.id, gradeId: grade!.id });
    await makeLecture(db, old.id);
    await db.insert(enrolments).values({ userId: user, courseId: old.id, kind: 'purchase' });

    const featured = await listFeaturedCourses(db, user);
    expect(featured.map((c) => c.name)).toEqual(['قديمة']);
    expect(featured[0]).toMatchObject({
      joined: true,
      users_count: 1,
      lectures_count: 1,
      grades: [{ id: grade!.id, name: 'الصف الثالث الثانوي' }],
      price: 100,
    });
    expect((await listFeaturedCourses(db))[0]?.joined).toBe(false);
    expect((await listLatestCourses(db, user)).map((c) => c.id)).toEqual([recent.id, old.id]);
    expect((await listMyCourses(db, user)).map((c) => c.id)).toEqual([old.id]);
    const page = await listCourses(db, { search: 'حديث' }, user);
    expect(page).toMatchObject({ page: 1, hasNext: false });
    expect(page.items.map((c) => c.id)).toEqual([recent.id]);
  });

  it('lecture flags: bought, expired, seen, and all purchased once the course is bought', async () => {
    const db = handle.db;
    const user = await makeUser(db);
    const course = await makeCourse(db, { payType: 'lectures', price: 0 });
    const bought = await makeLecture(db, course.id, { position: 1 });
    const expired = await makeLecture(db, course.id, { position: 2 });
    const other = await makeLecture(db, course.id, { position: 3 });
    await db.insert(lecturePurchases).values([
      { userId: user, lectureId: bought.id, payBy: 'wallet' },
      { userId: user, lectureId: expired.id, payBy: 'wallet', expiresAt: new Date(Date.now() - 1000) },
    ]);
    const [v] = await db
      .insert(videos)
      .values({ lectureId: bought.id, name: 'v', url: '/v.mp4' })
      .returning();
    await db.insert(videoViews).values({ userId: user, videoId: v!.id, countedViews: 1, seenAt: new Date() });
    const detail = await getCourseDetail(db, course.id, user);
    expect(detail?.lectures.map((l) => [l.id, l.purchased, l.expired, l.seen])).toEqual([
      [bought.id, true, false, true],
      [expired.id, true, true, false],
      [other.id, false, false, false],
    ]);
    const whole = await makeCourse(db, { price: 5_000 });
    await makeLecture(db, whole.id);
    await db.insert(enrolments).values({ userId: user, courseId: whole.id, kind: 'purchase' });
    expect((await getCourseDetail(db, whole.id, user))?.lectures.every((l) => l.purchased)).toBe(true);
    expect((await getCourseDetail(db, whole.id))?.lectures.every((l) => !l.purchased)).toBe(true);
    expect(await getCourseDetail(db, 987_654)).toBeNull();
  });

  it('honor panel in its order', async () => {
    await handle.db.insert(honorTable).values([
      { name: 'ب', correctionMark: 48, totalMark: 50, position: 2, governorate: 'سوهاج' },
      {
        name: 'أ',
        correctionMark: 49.5,
        totalMark: 50,
        position: 1,
        governorate: 'القاهرة',
        avatar: '/a.svg',
      },
    ]);
    expect(await honorPanel(handle.db)).toEqual([
      expect.objectContaining({
        name: 'أ',
        correction_mark: 49.5,
        total_mark: 50,
        governorate: 'القاهرة',
        avatar: '/a.svg',
      }),
      expect.objectContaining({ name: 'ب', correction_mark: 48 }),
    ]);
  });
});
