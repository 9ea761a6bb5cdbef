import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { courses, courseTeachers, teachers } from '../../db/schema/index';
import { type CourseView, courseViewQuery, toView } from './course-views';

type TeacherRow = typeof teachers.$inferSelect;

/** Spec 2 §3 Teacher. */
export interface TeacherView {
  id: number;
  name: string;
  avatar: string | null;
  /** The stored photo's size (decision 0043), null for photos from before it. */
  avatar_width: number | null;
  avatar_height: number | null;
  banner: string | null;
  courses_count: number;
  phone: string | null;
  email: string | null;
  whatsapp_url: string | null;
  facebook_url: string | null;
  messenger_url: string | null;
  twitter_url: string | null;
  youtube_url: string | null;
  telegram_url: string | null;
}

function toTeacherView(t: TeacherRow, coursesCount: number): TeacherView {
  return {
    id: t.id,
    name: t.name,
    avatar: t.avatar,
    avatar_width: t.avatarWidth,
    avatar_height: t.avatarHeight,
    banner: t.banner,
    courses_count: coursesCount,
    phone: t.phone,
    email: t.email,
    whatsapp_url: t.whatsappUrl,
    facebook_url: t.facebookUrl,
    messenger_url: t.messengerUrl,
    twitter_url: t.twitterUrl,
    youtube_url: t.youtubeUrl,
    telegram_url: t.telegramUrl,
  };
}

async function publishedCourseCounts(db: Db) {
  const rows = await db
    .select({ teacherId: courseTeachers.teacherId, n: count() })
    .from(courseTeachers)
    .innerJoin(courses, eq(courses.id, courseTeachers.courseId))
    .where(eq(courses.published, true))
    .groupBy(courseTeachers.teacherId);
  return new Map(rows.map((r) => [r.teacherId, Number(r.n)]));
}

export async function listTeachers(db: Db): Promise<TeacherView[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(teachers).orderBy(asc(teachers.position), asc(teachers.id)),
    publishedCourseCounts(db),
  ]);
  return rows.map((t) => toTeacherView(t, counts.get(t.id) ?? 0));
}

export async function getTeacher(
  db: Db,
  id: number,
  userId?: number | null,
): Promise<{ teacher: TeacherView; courses: CourseView[] } | null> {
  const [row] = await db.select().from(teachers).where(eq(teachers.id, id));
  if (!row) return null;
  const rows = await courseViewQuery(db, userId)
    .innerJoin(courseTeachers, eq(courseTeachers.courseId, courses.id))
    .where(and(eq(courseTeachers.teacherId, id), eq(courses.published, true)))
    .orderBy(asc(courses.position), asc(courses.id));
  return { teacher: toTeacherView(row, rows.length), courses: rows.map(toView) };
}
