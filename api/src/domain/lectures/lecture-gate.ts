import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { courses, enrolments, lecturePurchases, lectures } from '../../db/schema/index';
import { DomainError } from '../errors';

type LectureRow = typeof lectures.$inferSelect;
type CourseRow = typeof courses.$inferSelect;

export interface LectureAccessFacts {
  payType: 'course' | 'lectures';
  preview: boolean;
  /** The whole course was bought or got free (enrolment kind 'free' or 'purchase'). */
  courseOwned: boolean;
  /** Bought on its own: its expiry (null: never); undefined when not bought. */
  purchaseExpiresAt: Date | null | undefined;
}

/** Spec 2 §4 'Lecture access': the server's half of the rule the lectures section shows. */
export function canOpenLecture(f: LectureAccessFacts, now = new Date()): boolean {
  const ownActive =
    f.purchaseExpiresAt !== undefined &&
    (f.purchaseExpiresAt === null || f.purchaseExpiresAt.getTime() > now.getTime());
  if (f.payType === 'lectures') return ownActive;
  return f.courseOwned || ownActive || f.preview;
}

export interface OpenedLecture {
  lecture: LectureRow;
  course: CourseRow;
}

/**
 * The published lecture the user may open, or NOT_FOUND / LECTURE_NOT_PURCHASED (the latter
 * carries course_id so the client sends the student to the course to buy it).
 */
export async function openLecture(db: Db, userId: number, lectureId: number, now = new Date()) {
  const [found] = await db
    .select({ lecture: lectures, course: courses })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(and(eq(lectures.id, lectureId), eq(lectures.published, true), eq(courses.published, true)));
  if (!found) throw new DomainError('NOT_FOUND', { detail: 'lectureNotFound' });
  const { lecture, course } = found;
  const [[purchase], [owned]] = await Promise.all([
    db
      .select({ expiresAt: lecturePurchases.expiresAt })
      .from(lecturePurchases)
      .where(and(eq(lecturePurchases.userId, userId), eq(lecturePurchases.lectureId, lecture.id))),
    db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.userId, userId),
          eq(enrolments.courseId, course.id),
          inArray(enrolments.kind, ['free', 'purchase']),
        ),
      ),
  ]);
  const allowed = canOpenLecture(
    {
      payType: course.payType,
      preview: lecture.preview,
      courseOwned: !!owned,
      purchaseExpiresAt: purchase ? purchase.expiresAt : undefined,
    },
    now,
  );
  if (!allowed) throw new DomainError('LECTURE_NOT_PURCHASED', { data: { course_id: course.id } });
  return { lecture, course } satisfies OpenedLecture;
}
