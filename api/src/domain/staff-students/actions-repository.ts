import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  accessTokens,
  courses,
  enrolments,
  lecturePurchases,
  users,
  videoViews,
} from '../../db/schema/index';
import { forgetSignIns } from '../../lib/sign-in-cache';
import { liveTokensOf } from '../auth/tokens';

// The rows the staff's actions on a student change; the rules are in actions.ts.

/** Revokes the student's live sign-ins (one, when tokenId is given); answers the ids revoked. */
export async function revokeLiveTokens(db: Db, userId: number, tokenId?: number) {
  const where =
    tokenId === undefined ? liveTokensOf(userId) : and(liveTokensOf(userId), eq(accessTokens.id, tokenId));
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(where)
    .returning({ id: accessTokens.id });
  forgetSignIns(db, userId);
  return rows.map((r) => r.id);
}

export async function findToken(db: Db, userId: number, tokenId: number) {
  const [row] = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId)));
  return row;
}

export async function findCourse(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

export async function insertFreeEnrolment(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .insert(enrolments)
    .values({ userId, courseId, kind: 'free' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteEnrolment(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .delete(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .returning();
  return row;
}

export async function findLecturePurchase(db: Db, userId: number, lectureId: number) {
  const [row] = await db
    .select()
    .from(lecturePurchases)
    .where(and(eq(lecturePurchases.userId, userId), eq(lecturePurchases.lectureId, lectureId)));
  return row;
}

export async function findVideoView(db: Db, userId: number, videoId: number) {
  const [row] = await db
    .select()
    .from(videoViews)
    .where(and(eq(videoViews.userId, userId), eq(videoViews.videoId, videoId)));
  return row;
}

/** Sets or clears blocked_at when it is not already so; answers the row when it changed. */
export async function setBlocked(db: Db, userId: number, blocked: boolean) {
  const now = new Date();
  const [row] = await db
    .update(users)
    .set({ blockedAt: blocked ? now : null, updatedAt: now })
    .where(and(eq(users.id, userId), blocked ? isNull(users.blockedAt) : isNotNull(users.blockedAt)))
    .returning({ id: users.id, blockedAt: users.blockedAt });
  forgetSignIns(db, userId);
  return row;
}
