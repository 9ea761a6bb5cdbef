import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../src/cli/ops-commands';
import { createDb, type DbHandle } from '../../src/db/index';
import { enrolments, lecturePurchases, videos, videoViews } from '../../src/db/schema/index';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';

describe('pnpm ops: grant and revoke a lecture, reset views', () => {
  let handle: DbHandle;
  const email = 'ops-learning@example.com';
  beforeAll(async () => {
    handle = await createDb({});
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function ops(...argv: string[]) {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runOps(argv, handle.db, { log: (l) => lines.push(l), error: (l) => errors.push(l) });
    return { code, out: lines.join('\n'), errors: errors.join('\n') };
  }

  it('grants a lecture (joining its lectures course), revokes it and resets a video', async () => {
    expect((await ops('create-user', '--email', email, '--name', 'طالب')).code).toBe(0);
    const user = (await handle.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.email, email) }))!;
    const course = await makeCourse(handle.db, { payType: 'lectures', price: 0 });
    const lecture = await makeLecture(handle.db, course.id, { expiryDays: 30 });
    const mine = and(eq(lecturePurchases.userId, user.id), eq(lecturePurchases.lectureId, lecture.id));

    const granted = await ops('grant-lecture', email, String(lecture.id), '--days', '7');
    expect(granted.code).toBe(0);
    const [row] = await handle.db.select().from(lecturePurchases).where(mine);
    expect(row).toMatchObject({ payBy: 'free', pricePaid: 0 });
    const days = (row!.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const [joined] = await handle.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
    expect(joined?.courseId).toBe(course.id);

    const [video] = await handle.db
      .insert(videos)
      .values({ lectureId: lecture.id, name: 'v', url: 'media/x.mp4', viewsLimit: 2 })
      .returning();
    await handle.db.insert(videoViews).values({ userId: user.id, videoId: video!.id, countedViews: 2 });
    expect((await ops('reset-views', email, String(video!.id))).code).toBe(0);
    const [views] = await handle.db.select().from(videoViews).where(eq(videoViews.videoId, video!.id));
    expect(views?.countedViews).toBe(0);

    expect((await ops('revoke-lecture', email, String(lecture.id))).code).toBe(0);
    expect(await handle.db.select().from(lecturePurchases).where(mine)).toEqual([]);
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
