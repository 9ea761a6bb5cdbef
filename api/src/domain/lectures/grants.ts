import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { courses, enrolments, lecturePurchases, lectures, videos } from '../../db/schema/index';
import { DomainError } from '../errors';

const DAY = 86_400_000;

async function lectureWithCourse(db: Db, lectureId: number) {
  const [row] = await db
    .select({ lecture: lectures, payType: courses.payType })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(eq(lectures.id, lectureId));
  if (!row) throw new DomainError('NOT_FOUND', { detail: 'lectureNotFound' });
  return row;
}

/**
 * Staff give a student a lecture without payment (pay_by 'free', price 0), for `days` or the
 * lecture's own expiry_days; a grant over an earlier purchase renews its expiry.
 */
export async function grantLecture(
  db: Db,
  userId: number,
  lectureId: number,
  days?: number,
  now = new Date(),
) {
  const { lecture, payType } = await lectureWithCourse(db, lectureId);
  const span = days ?? lecture.expiryDays;
  const expiresAt = span ? new Date(now.getTime() + span * DAY) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lecturePurchases)
      .values({ userId, lectureId, payBy: 'free', pricePaid: 0, expiresAt })
      .onConflictDoUpdate({
        target: [lecturePurchases.userId, lecturePurchases.lectureId],
        set: { expiresAt, updatedAt: now },
      })
      .returning();
    if (payType === 'lectures') {
      await tx
        .insert(enrolments)
        .values({ userId, courseId: lecture.courseId, kind: 'join' })
        .onConflictDoNothing();
    }
    return { lecture, expiresAt: row?.expiresAt ?? null };
  });
}

/** Staff take a lecture bought on its own back (money moves, if any, are a separate adjust-balance). */
export async function revokeLecture(db: Db, userId: number, lectureId: number): Promise<boolean> {
  await lectureWithCourse(db, lectureId);
  const rows = await db
    .delete(lecturePurchases)
    .where(and(eq(lecturePurchases.userId, userId), eq(lecturePurchases.lectureId, lectureId)))
    .returning({ id: lecturePurchases.id });
  return rows.length > 0;
}

export async function findVideo(db: Db, videoId: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, videoId));
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}
