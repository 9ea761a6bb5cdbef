import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { courses, enrolments, lecturePurchases, lectures, videos, videoViews } from '../../db/schema/index';
import type { LectureReaderState } from '../catalogue/lecture-views';
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
  /** What the reader has of it (its lecture view's flags): read with the lecture, no extra trip. */
  state: LectureReaderState;
}

/** The gate's one statement (built once, db/prepared.ts): the lecture, its course and what the reader has of it. */
function gateQuery(db: Db) {
  const purchase = and(eq(lecturePurchases.userId, ph('user')), eq(lecturePurchases.lectureId, lectures.id));
  return db
    .select({
      lecture: lectures,
      course: courses,
      bought: sql<boolean>`exists (${db.select({ one: sql`1` }).from(lecturePurchases).where(purchase)})`,
      expiresAt:
        sql`(${db.select({ at: lecturePurchases.expiresAt }).from(lecturePurchases).where(purchase)})`.mapWith(
          lecturePurchases.expiresAt,
        ),
      owned: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(enrolments)
        .where(
          and(
            eq(enrolments.userId, ph('user')),
            eq(enrolments.courseId, courses.id),
            inArray(enrolments.kind, ['free', 'purchase']),
          ),
        )})`,
      seen: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(videoViews)
        .innerJoin(videos, eq(videos.id, videoViews.videoId))
        .where(
          and(
            eq(videoViews.userId, ph('user')),
            eq(videos.lectureId, lectures.id),
            isNotNull(videoViews.seenAt),
          ),
        )})`,
    })
    .from(lectures)
    .innerJoin(courses, eq(courses.id, lectures.courseId))
    .where(and(eq(lectures.id, ph('lecture')), eq(lectures.published, true), eq(courses.published, true)));
}

/**
 * The published lecture the user may open, or NOT_FOUND / LECTURE_NOT_PURCHASED (the latter
 * carries course_id so the client sends the student to the course to buy it). One statement
 * (issue 35): the purchase, the course's enrolment and "a video seen" are sub-selects.
 */
export async function openLecture(db: Db, userId: number, lectureId: number, now = new Date()) {
  const found = await lectureForReader(db, userId, lectureId);
  if (!found) throw new DomainError('NOT_FOUND', { detail: 'lectureNotFound' });
  const { lecture, course, state } = found;
  const allowed = canOpenLecture(
    {
      payType: course.payType,
      preview: lecture.preview,
      courseOwned: state.ownedCourses.has(course.id),
      purchaseExpiresAt: state.purchases.has(lecture.id)
        ? (state.purchases.get(lecture.id) ?? null)
        : undefined,
    },
    now,
  );
  if (!allowed) throw new DomainError('LECTURE_NOT_PURCHASED', { data: { course_id: course.id } });
  return { lecture, course, state } satisfies OpenedLecture;
}

/**
 * A published lecture, its course and what the reader has of it, in the gate's one statement
 * (built once); undefined when there is no such published lecture. A purchase's answer reads it
 * too (one statement instead of toLectureViews' three).
 */
export async function lectureForReader(
  db: Db,
  userId: number,
  lectureId: number,
): Promise<OpenedLecture | undefined> {
  const [found] = await preparedOf(db, 'lecture_gate', () => gateQuery(db)).execute({
    user: userId,
    lecture: lectureId,
  });
  if (!found) return undefined;
  const { lecture, course } = found;
  const bought = found.bought === true;
  const state: LectureReaderState = {
    purchases: bought ? new Map([[lecture.id, found.expiresAt ?? null]]) : new Map(),
    ownedCourses: found.owned === true ? new Set([course.id]) : new Set(),
    seen: found.seen === true ? new Set([lecture.id]) : new Set(),
  };
  return { lecture, course, state };
}
