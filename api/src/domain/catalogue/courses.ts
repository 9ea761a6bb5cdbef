import { and, asc, desc, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import {
  courseCategories,
  courseGrades,
  courses,
  enrolments,
  honorPanel as honorPanelTable,
} from '../../db/schema/index';
import { cachedPublic } from '../../lib/public-cache';
import { type CourseView, courseViewQuery, toCourseViews, toView } from './course-views';
import {
  applyLectureState,
  type LectureView,
  listCourseLectureRows,
  publicLectureViews,
} from './lecture-views';
import { courseReaderState, joinedCourseIds, type ReaderArg, withJoined } from './reader-state';

export const COURSES_PER_PAGE = 12;

export interface CourseFilter {
  search?: string | undefined;
  gradeId?: number | undefined;
  categoryId?: number | undefined;
  page?: number | undefined;
  perPage?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The catalogue: published courses, newest first; category wins over grade (spec 2 §2). Pages
 * without a search are cached for everyone (lib/public-cache.ts); `joined` is the reader's own.
 */
export async function listCourses(db: Db, filter: CourseFilter, reader?: ReaderArg) {
  const page = Math.max(1, filter.page ?? 1);
  const key = `courses:${filter.categoryId ?? ''}:${filter.categoryId ? '' : (filter.gradeId ?? '')}:${page}:${filter.perPage ?? ''}`;
  const [result, joined] = await Promise.all([
    filter.search?.trim()
      ? loadCoursePage(db, filter)
      : cachedPublic(db, key, () => loadCoursePage(db, filter)),
    reader ? joinedCourseIds(db, reader) : null,
  ]);
  return joined ? { ...result, items: withJoined(result.items, joined) } : result;
}

async function loadCoursePage(db: Db, filter: CourseFilter) {
  const perPage = filter.perPage ?? COURSES_PER_PAGE;
  const page = Math.max(1, filter.page ?? 1);
  const where: (SQL | undefined)[] = [eq(courses.published, true)];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where.push(or(ilike(courses.name, pattern), ilike(courses.description, pattern)));
  }
  if (filter.categoryId) {
    where.push(
      exists(
        db
          .select({ one: courseCategories.courseId })
          .from(courseCategories)
          .where(
            and(
              eq(courseCategories.courseId, courses.id),
              eq(courseCategories.categoryId, filter.categoryId),
            ),
          ),
      ),
    );
  } else if (filter.gradeId) {
    where.push(
      exists(
        db
          .select({ one: courseGrades.courseId })
          .from(courseGrades)
          .where(and(eq(courseGrades.courseId, courses.id), eq(courseGrades.gradeId, filter.gradeId))),
      ),
    );
  }
  // One extra row tells whether a next page exists without a count query.
  const rows = await courseViewQuery(db)
    .where(and(...where))
    .orderBy(asc(courses.position), desc(courses.createdAt), desc(courses.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  const items = rows.slice(0, perPage).map(toView);
  return { items, page, hasNext: rows.length > perPage };
}

export async function findCourseRow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  return row;
}

export type CourseDetailView = CourseView & { lectures: LectureView[] };

/**
 * GET /courses/{id}: the course with its lectures, flags for the user (guests: all false). The
 * guest's view is cached; the reader's enrolment, purchases and seen lectures come in one query.
 */
export async function getCourseDetail(
  db: Db,
  id: number,
  reader?: ReaderArg,
  now = new Date(),
): Promise<CourseDetailView | null> {
  const [pub, state] = await Promise.all([
    cachedPublic(db, `course:${id}`, () => loadPublicCourseDetail(db, id)),
    courseReaderState(db, reader, id),
  ]);
  if (!pub || !state) return pub;
  return { ...pub, joined: state.joined, lectures: applyLectureState(pub.lectures, state, now) };
}

async function loadPublicCourseDetail(db: Db, id: number): Promise<CourseDetailView | null> {
  const row = await findCourseRow(db, id);
  if (!row) return null;
  const [[view], lectureRows] = await Promise.all([toCourseViews(db, [row]), listCourseLectureRows(db, id)]);
  if (!view) return null;
  return { ...view, lectures: publicLectureViews(lectureRows, row) };
}

/** Home and welcome: every featured course (the page shows 4 on desktop, all on phone). */
export async function listFeaturedCourses(db: Db, reader?: ReaderArg, limit = 24): Promise<CourseView[]> {
  const [views, joined] = await Promise.all([
    cachedPublic(db, `featured:${limit}`, () => loadFeaturedCourses(db, limit)),
    reader ? joinedCourseIds(db, reader) : null,
  ]);
  return joined ? withJoined(views, joined) : views;
}

/** The featured cards as a guest sees them (uncached). */
export async function loadFeaturedCourses(db: Db, limit = 24): Promise<CourseView[]> {
  const rows = await courseViewQuery(db)
    .where(and(eq(courses.published, true), eq(courses.featured, true)))
    .orderBy(asc(courses.position), desc(courses.createdAt), desc(courses.id))
    .limit(limit);
  return rows.map(toView);
}

/** Home: the newest courses. */
export async function listLatestCourses(db: Db, reader?: ReaderArg, limit = 8): Promise<CourseView[]> {
  const [views, joined] = await Promise.all([
    cachedPublic(db, `latest:${limit}`, () => loadLatestCourses(db, limit)),
    reader ? joinedCourseIds(db, reader) : null,
  ]);
  return joined ? withJoined(views, joined) : views;
}

/** The newest cards as a guest sees them (uncached). */
export async function loadLatestCourses(db: Db, limit = 8): Promise<CourseView[]> {
  const rows = await courseViewQuery(db)
    .where(eq(courses.published, true))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(limit);
  return rows.map(toView);
}

/** user.my_courses: the courses the user joined or bought, latest first. */
export async function listMyCourses(db: Db, userId: number): Promise<CourseView[]> {
  // Built once (db/prepared.ts): every profile and sign-in answer carries the student's courses.
  const rows = await preparedOf(db, 'my_courses', () =>
    courseViewQuery(db, ph('user'))
      .innerJoin(enrolments, eq(enrolments.courseId, courses.id))
      .where(eq(enrolments.userId, ph('user')))
      .orderBy(desc(enrolments.createdAt), desc(enrolments.id)),
  ).execute({ user: userId });
  return rows.map(toView);
}

/** Home honor panel (spec 1 §3): id, avatar, correction_mark, total_mark, name, governorate. */
export async function honorPanel(db: Db) {
  const rows = await db
    .select()
    .from(honorPanelTable)
    .orderBy(asc(honorPanelTable.position), asc(honorPanelTable.id));
  return rows.map((r) => ({
    id: r.id,
    avatar: r.avatar,
    correction_mark: r.correctionMark,
    total_mark: r.totalMark,
    name: r.name,
    governorate: r.governorate,
  }));
}
