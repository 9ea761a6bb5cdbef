import { normalizeDigits } from '@app/shared-contracts/schemas';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  accessTokens,
  courses,
  enrolments,
  examSessions,
  exams,
  grades,
  lecturePurchases,
  lectures,
  users,
  videos,
  videoViews,
  wallets,
} from '../../db/schema/index';
import { liveTokensOf } from '../auth/tokens';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A student: no staff role. */
export const isStudent = isNull(users.staffRole);

/** Name, e-mail, phone, wallet address or the profile QR code's text. */
function matches(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  // Only a phone-shaped query searches phones: the digits of a code such as DEMO-STUDENT-0001
  // would otherwise match every phone that contains 0001.
  const phoneShaped = /^[\d\s+\-()]+$/.test(normalizeDigits(text));
  const digits = phoneShaped ? normalizeDigits(text).replace(/[^\d+]/g, '') : '';
  return or(
    ilike(users.name, like),
    ilike(users.email, like),
    ilike(wallets.address, like),
    eq(users.profileQrCode, text),
    ...(digits.length >= 3
      ? [ilike(users.phone, `%${escapeLike(digits)}%`), ilike(users.fullPhone, `%${escapeLike(digits)}%`)]
      : []),
  );
}

const SORTS = { created_at: users.createdAt, name: users.name, id: users.id } as const;

export interface StudentSearch {
  q?: string | undefined;
  page: number;
  perPage: number;
  sort: keyof typeof SORTS;
  order: 'asc' | 'desc';
}

export async function searchStudentRows(db: Db, s: StudentSearch) {
  const where = and(isStudent, matches(s.q ?? ''));
  const by = s.order === 'asc' ? asc(SORTS[s.sort]) : desc(SORTS[s.sort]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, grade: grades, address: wallets.address })
      .from(users)
      .leftJoin(wallets, eq(wallets.userId, users.id))
      .leftJoin(grades, eq(grades.id, users.gradeId))
      .where(where)
      .orderBy(by, desc(users.id))
      .limit(s.perPage)
      .offset((s.page - 1) * s.perPage),
    db.select({ n: count() }).from(users).leftJoin(wallets, eq(wallets.userId, users.id)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findStudentRow(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, grade: grades, address: wallets.address })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .leftJoin(grades, eq(grades.id, users.gradeId))
    .where(and(eq(users.id, id), isStudent));
  return row;
}

export async function studentActivity(db: Db, userId: number) {
  const [courseRows, lectureRows, viewRows, examRows, sessionRows] = await Promise.all([
    db
      .select({ e: enrolments, name: courses.name })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.userId, userId))
      .orderBy(desc(enrolments.createdAt)),
    db
      .select({ p: lecturePurchases, name: lectures.name, courseId: courses.id, courseName: courses.name })
      .from(lecturePurchases)
      .innerJoin(lectures, eq(lectures.id, lecturePurchases.lectureId))
      .innerJoin(courses, eq(courses.id, lectures.courseId))
      .where(eq(lecturePurchases.userId, userId))
      .orderBy(desc(lecturePurchases.updatedAt)),
    db
      .select({ v: videoViews, video: videos, lectureName: lectures.name })
      .from(videoViews)
      .innerJoin(videos, eq(videos.id, videoViews.videoId))
      .innerJoin(lectures, eq(lectures.id, videos.lectureId))
      .where(eq(videoViews.userId, userId))
      .orderBy(desc(videoViews.updatedAt)),
    db
      .select({ s: examSessions, name: exams.name })
      .from(examSessions)
      .innerJoin(exams, eq(exams.id, examSessions.examId))
      .where(eq(examSessions.userId, userId))
      .orderBy(desc(examSessions.startTime))
      .limit(200),
    db.select().from(accessTokens).where(liveTokensOf(userId)).orderBy(desc(accessTokens.id)),
  ]);
  return { courseRows, lectureRows, viewRows, examRows, sessionRows };
}
