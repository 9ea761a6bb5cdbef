import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { enrolments, lecturePurchases, lectures, videos, videoViews } from '../../db/schema/index';
import { toPounds } from '../ledger/money';

export type LectureRow = typeof lectures.$inferSelect;

/** Spec 2 §3 Lecture, for one user (or a guest). */
export interface LectureView {
  id: number;
  course_id: number;
  name: string;
  description: string;
  image_url: string | null;
  price: number;
  free: boolean;
  purchased: boolean;
  preview: boolean;
  expired: boolean;
  expiry_days: number | null;
  repurchasable: boolean;
  repurchase_price: number | null;
  paycard_disabled: boolean;
  seen: boolean;
}

/**
 * purchased: bought on its own, or the whole course was bought/got (pay_type 'course').
 * expired: bought on its own and past its expiry; the purchase row stays so a repurchase can follow.
 */
export async function toLectureViews(
  db: Db,
  rows: LectureRow[],
  userId?: number | null,
  now = new Date(),
): Promise<LectureView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  const [purchases, courseOwned, seenRows] = userId
    ? await Promise.all([
        db
          .select({ lectureId: lecturePurchases.lectureId, expiresAt: lecturePurchases.expiresAt })
          .from(lecturePurchases)
          .where(and(eq(lecturePurchases.userId, userId), inArray(lecturePurchases.lectureId, ids))),
        db
          .select({ courseId: enrolments.courseId })
          .from(enrolments)
          .where(
            and(
              eq(enrolments.userId, userId),
              inArray(enrolments.courseId, courseIds),
              inArray(enrolments.kind, ['free', 'purchase']),
            ),
          ),
        db
          .selectDistinct({ lectureId: videos.lectureId })
          .from(videoViews)
          .innerJoin(videos, eq(videos.id, videoViews.videoId))
          .where(
            and(eq(videoViews.userId, userId), inArray(videos.lectureId, ids), isNotNull(videoViews.seenAt)),
          ),
      ])
    : [[], [], []];
  const bought = new Map(purchases.map((p) => [p.lectureId, p.expiresAt]));
  const owned = new Set(courseOwned.map((r) => r.courseId));
  const seen = new Set(seenRows.map((r) => r.lectureId));
  return rows.map((r) => {
    const own = bought.has(r.id);
    const expiresAt = bought.get(r.id) ?? null;
    const expired = own && expiresAt !== null && expiresAt.getTime() <= now.getTime();
    return {
      id: r.id,
      course_id: r.courseId,
      name: r.name,
      description: r.description,
      image_url: r.imageUrl,
      price: toPounds(r.price),
      free: r.price === 0,
      purchased: own || owned.has(r.courseId),
      preview: r.preview,
      expired,
      expiry_days: r.expiryDays,
      repurchasable: r.repurchasable,
      repurchase_price: r.repurchasePrice === null ? null : toPounds(r.repurchasePrice),
      paycard_disabled: r.paycardDisabled,
      seen: seen.has(r.id),
    };
  });
}

export function listCourseLectureRows(db: Db, courseId: number) {
  return db
    .select()
    .from(lectures)
    .where(and(eq(lectures.courseId, courseId), eq(lectures.published, true)))
    .orderBy(asc(lectures.position), asc(lectures.id));
}
