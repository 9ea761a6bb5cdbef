import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  categories,
  courseCategories,
  courseGrades,
  type courses,
  courseTeachers,
  enrolments,
  grades,
  lectures,
  teachers,
} from '../../db/schema/index';
import { toPounds } from '../ledger/money';

export type CourseRow = typeof courses.$inferSelect;

/** Course as listed (spec 1 §3), money in pounds. */
export interface CourseView {
  id: number;
  name: string;
  image_url: string | null;
  grades: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  teachers: { id: number; name: string; avatar: string | null }[];
  pay_type: 'course' | 'lectures';
  price: number;
  free: boolean;
  featured: boolean;
  joined: boolean;
  lectures_count: number;
  users_count: number;
  show_preview: boolean;
  description: string;
}

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
}

/**
 * Builds the listed form of many courses with a fixed number of queries (not one per course):
 * grades, categories, teachers, lecture counts, student counts and, for a user, joined.
 */
export async function toCourseViews(
  db: Db,
  rows: CourseRow[],
  userId?: number | null,
): Promise<CourseView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [gradeRows, categoryRows, teacherRows, lectureCounts, userCounts, joinedRows] = await Promise.all([
    db
      .select({ courseId: courseGrades.courseId, id: grades.id, name: grades.name })
      .from(courseGrades)
      .innerJoin(grades, eq(grades.id, courseGrades.gradeId))
      .where(inArray(courseGrades.courseId, ids))
      .orderBy(grades.position, grades.id),
    db
      .select({ courseId: courseCategories.courseId, id: categories.id, name: categories.name })
      .from(courseCategories)
      .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
      .where(inArray(courseCategories.courseId, ids))
      .orderBy(categories.position, categories.id),
    db
      .select({
        courseId: courseTeachers.courseId,
        id: teachers.id,
        name: teachers.name,
        avatar: teachers.avatar,
      })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
      .where(inArray(courseTeachers.courseId, ids))
      .orderBy(teachers.position, teachers.id),
    db
      .select({ courseId: lectures.courseId, n: count() })
      .from(lectures)
      .where(and(inArray(lectures.courseId, ids), eq(lectures.published, true)))
      .groupBy(lectures.courseId),
    db
      .select({ courseId: enrolments.courseId, n: count() })
      .from(enrolments)
      .where(inArray(enrolments.courseId, ids))
      .groupBy(enrolments.courseId),
    userId
      ? db
          .select({ courseId: enrolments.courseId })
          .from(enrolments)
          .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, ids)))
      : Promise.resolve([] as { courseId: number }[]),
  ]);
  const g = groupBy(gradeRows, (r) => r.courseId);
  const c = groupBy(categoryRows, (r) => r.courseId);
  const t = groupBy(teacherRows, (r) => r.courseId);
  const lc = new Map(lectureCounts.map((r) => [r.courseId, Number(r.n)]));
  const uc = new Map(userCounts.map((r) => [r.courseId, Number(r.n)]));
  const joined = new Set(joinedRows.map((r) => r.courseId));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image_url: r.imageUrl,
    grades: (g.get(r.id) ?? []).map(({ id, name }) => ({ id, name })),
    categories: (c.get(r.id) ?? []).map(({ id, name }) => ({ id, name })),
    teachers: (t.get(r.id) ?? []).map(({ id, name, avatar }) => ({ id, name, avatar })),
    pay_type: r.payType,
    price: toPounds(r.price),
    free: r.price === 0,
    featured: r.featured,
    joined: joined.has(r.id),
    lectures_count: lc.get(r.id) ?? 0,
    users_count: uc.get(r.id) ?? 0,
    show_preview: r.showPreview,
    description: r.description,
  }));
}

export async function toCourseView(db: Db, row: CourseRow, userId?: number | null): Promise<CourseView> {
  const [view] = await toCourseViews(db, [row], userId);
  if (!view) throw new Error('course view missing');
  return view;
}
