// TEMPORARY (api foundation): the catalogue domain (src/domain/catalogue, other api helper) will own
// course listings. Until it exports listFeaturedCourses / listLatestCourses / listUserCourses, home,
// welcome and user.my_courses read the catalogue tables through this small file.
import type { Course } from '@app/shared-contracts/schemas';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { categories, courseCategories, courseGrades, courses, enrolments, grades } from '../../db/schema/index';

type Order = 'featured' | 'latest' | 'joined';

export async function listCourseCards(
  db: Db,
  opts: { order: Order; userId?: number | undefined; limit?: number },
): Promise<Course[]> {
  const uid = opts.userId ?? 0;
  const where: SQL[] = [eq(courses.published, true)];
  if (opts.order === 'featured') where.push(eq(courses.featured, true));
  const base = db
    .select({
      id: courses.id,
      name: courses.name,
      image_url: courses.imageUrl,
      pay_type: courses.payType,
      price: courses.price,
      featured: courses.featured,
      lectures_count: sql<number>`(select count(*) from lectures l where l.course_id = ${courses.id} and l.published)`.mapWith(Number),
      users_count: sql<number>`(select count(*) from enrolments e where e.course_id = ${courses.id})`.mapWith(Number),
      joined: sql<boolean>`exists (select 1 from enrolments e where e.course_id = ${courses.id} and e.user_id = ${uid})`.mapWith(Boolean),
      enrolled_at: opts.order === 'joined' ? enrolments.createdAt : sql<null>`null`,
    })
    .from(courses);
  const query =
    opts.order === 'joined'
      ? base.innerJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.userId, uid))).where(and(...where))
      : base.where(and(...where));
  const ordered =
    opts.order === 'latest'
      ? query.orderBy(desc(courses.createdAt), desc(courses.id))
      : opts.order === 'joined'
        ? query.orderBy(desc(enrolments.createdAt))
        : query.orderBy(asc(courses.position), desc(courses.id));
  const rows = await (opts.limit ? ordered.limit(opts.limit) : ordered);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [gradeRows, categoryRows] = await Promise.all([
    db
      .select({ courseId: courseGrades.courseId, id: grades.id, name: grades.name })
      .from(courseGrades)
      .innerJoin(grades, eq(grades.id, courseGrades.gradeId))
      .where(inArray(courseGrades.courseId, ids))
      .orderBy(asc(grades.position)),
    db
      .select({ courseId: courseCategories.courseId, id: categories.id, name: categories.name })
      .from(courseCategories)
      .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
      .where(inArray(courseCategories.courseId, ids))
      .orderBy(asc(categories.position)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image_url: r.image_url,
    pay_type: r.pay_type,
    price: r.price / 100,
    free: r.price === 0,
    featured: r.featured,
    joined: r.joined,
    lectures_count: r.lectures_count,
    users_count: r.users_count,
    grades: gradeRows.filter((g) => g.courseId === r.id).map(({ id, name }) => ({ id, name })),
    categories: categoryRows.filter((c) => c.courseId === r.id).map(({ id, name }) => ({ id, name })),
  }));
}
