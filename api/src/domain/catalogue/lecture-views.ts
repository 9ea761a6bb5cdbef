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
  /** When a lecture bought on its own stops opening (ISO); null: not bought alone, or no expiry. */
  access_ends_at: string | null;
  repurchasable: boolean;
  repurchase_price: number | null;
  paycard_disabled: boolean;
  seen: boolean;
}

/** What one reader has of a course's lectures; empty for a guest. */
export interface LectureReaderState {
  /** Lectures bought on their own -> expiry (null: never). */
  purchases: Map<number, Date | null>;
  /** Courses got or bought whole (enrolment kind 'free' or 'purchase'). */
  ownedCourses: Set<number>;
  /** Lectures with a video seen to the end. */
  seen: Set<number>;
}

/** What of a lecture's course decides whether it is free. */
export interface LectureCourseTerms {
  payType: 'course' | 'lectures';
  /** The course's own price (piasters). */
  price: number;
}

/**
 * free (spec 2 §3): a 'lectures' course sells each lecture, so a lecture priced 0 is free; a
 * 'course' course is bought whole, so its lectures are free only when the course is.
 */
export function isLectureFree(lecturePrice: number, course: LectureCourseTerms): boolean {
  return course.payType === 'lectures' ? lecturePrice === 0 : course.price === 0;
}

/** The lectures of one course as a guest sees them: the same for everyone, so they may be cached. */
export function publicLectureViews(rows: LectureRow[], course: LectureCourseTerms): LectureView[] {
  return rows.map((r) => ({
    id: r.id,
    course_id: r.courseId,
    name: r.name,
    description: r.description,
    image_url: r.imageUrl,
    price: toPounds(r.price),
    free: isLectureFree(r.price, course),
    purchased: false,
    preview: r.preview,
    expired: false,
    expiry_days: r.expiryDays,
    access_ends_at: null,
    repurchasable: r.repurchasable,
    repurchase_price: r.repurchasePrice === null ? null : toPounds(r.repurchasePrice),
    paycard_disabled: r.paycardDisabled,
    seen: false,
  }));
}

/**
 * The reader's flags over the public views (new objects; the cached ones stay untouched).
 * purchased: bought on its own, or the whole course was bought/got (pay_type 'course').
 * expired: bought on its own and past its expiry; the purchase row stays so a repurchase can follow.
 */
export function applyLectureState(
  views: LectureView[],
  state: LectureReaderState,
  now = new Date(),
): LectureView[] {
  return views.map((v) => {
    const own = state.purchases.has(v.id);
    const expiresAt = state.purchases.get(v.id) ?? null;
    return {
      ...v,
      purchased: own || state.ownedCourses.has(v.course_id),
      expired: own && expiresAt !== null && expiresAt.getTime() <= now.getTime(),
      access_ends_at: own && expiresAt !== null ? expiresAt.toISOString() : null,
      seen: state.seen.has(v.id),
    };
  });
}

/** The lectures of one course for one user (or a guest). */
export async function toLectureViews(
  db: Db,
  rows: LectureRow[],
  course: LectureCourseTerms,
  userId?: number | null,
  now = new Date(),
): Promise<LectureView[]> {
  if (rows.length === 0) return [];
  const views = publicLectureViews(rows, course);
  if (!userId) return views;
  const ids = rows.map((r) => r.id);
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  const [purchases, courseOwned, seenRows] = await Promise.all([
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
  ]);
  const state: LectureReaderState = {
    purchases: new Map(purchases.map((p) => [p.lectureId, p.expiresAt])),
    ownedCourses: new Set(courseOwned.map((r) => r.courseId)),
    seen: new Set(seenRows.map((r) => r.lectureId)),
  };
  return applyLectureState(views, state, now);
}

export function listCourseLectureRows(db: Db, courseId: number) {
  return db
    .select()
    .from(lectures)
    .where(and(eq(lectures.courseId, courseId), eq(lectures.published, true)))
    .orderBy(asc(lectures.position), asc(lectures.id));
}
