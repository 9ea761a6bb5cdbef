import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments, lecturePurchases, videos, videoViews } from '../../src/db/schema/index';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { useOpsDb } from './ops-test-kit';

describe('pnpm ops: grant and revoke a lecture, reset views', () => {
  const { db, ops, student } = useOpsDb();
  const email = 'ops-learning@example.com';

  it('grants a lecture (joining its lectures course), revokes it and resets a video', async () => {
    const user = await student(email, 'طالب');
    const course = await makeCourse(db(), { payType: 'lectures', price: 0 });
    const lecture = await makeLecture(db(), course.id, { expiryDays: 30 });
    const mine = and(eq(lecturePurchases.userId, user.id), eq(lecturePurchases.lectureId, lecture.id));

    const granted = await ops('grant-lecture', email, String(lecture.id), '--days', '7');
    expect(granted.code).toBe(0);
    const [row] = await db().select().from(lecturePurchases).where(mine);
    expect(row).toMatchObject({ payBy: 'free', pricePaid: 0 });
    const days = (row!.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const [joined] = await db().select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(joined?.courseId).toBe(course.id);

    const [video] = await db()
      .insert(videos)
      .values({ lectureId: lecture.id, name: 'v', url: 'media/x.mp4', viewsLimit: 2 })
      .returning();
    await db().insert(videoViews).values({ userId: user.id, videoId: video!.id, countedViews: 2 });
    expect((await ops('reset-views', email, String(video!.id))).code).toBe(0);
    const [views] = await db().select().from(videoViews).where(eq(videoViews.videoId, video!.id));
    expect(views?.countedViews).toBe(0);

    expect((await ops('revoke-lecture', email, String(lecture.id))).code).toBe(0);
    expect(await db().select().from(lecturePurchases).where(mine)).toEqual([]);
  });

  it('refuses unknown lectures, videos and users, and wrong usage', async () => {
    expect((await ops('grant-lecture', email, '999999')).code).toBe(1);
    expect((await ops('reset-views', email, '999999')).code).toBe(1);
    expect((await ops('grant-lecture', 'nobody@example.com', '1')).code).toBe(1);
    expect((await ops('grant-lecture', email)).code).toBe(2);
    expect((await ops('grant-lecture', email, 'abc')).code).toBe(2);
    expect((await ops('grant-lecture', email, '1', '--days', '-3')).code).toBe(2);
    expect((await ops('revoke-lecture', email, '1', 'extra')).code).toBe(2);
  });
});
