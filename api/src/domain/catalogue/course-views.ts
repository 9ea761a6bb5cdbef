import { inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { fromDriverJson } from '../../db/row-from-json';
import { courses } from '../../db/schema/index';
import { toPounds } from '../ledger/money';

export type CourseRow = typeof courses.$inferSelect;
type Ref = { id: number; name: string };
type TeacherRef = Ref & { avatar: string | null };

/** Course as listed (spec 1 §3) plus the detail fields of spec 2 §3, money in pounds. */
export interface CourseView {
  id: number;
  name: string;
  image_url: string | null;
  /** The stored cover's size (decision 0043), null for covers from before it: the card reserves the box. */
  image_width: number | null;
  image_height: number | null;
  grades: Ref[];
  categories: Ref[];
  teachers: TeacherRef[];
  pay_type: 'course' | 'lectures';
  price: number;
  free: boolean;
  featured: boolean;
  joined: boolean;
  lectures_count: number;
  users_count: number;
  /** pay_type 'lectures': the lowest price of its published lectures that cost money; else null */
  lectures_from_price: number | null;
  show_preview: boolean;
  description: string;
}

/**
 * Everything a course card shows besides its own columns, as correlated sub-queries, so a page
 * of courses is one round trip (the embedded database runs queries one at a time).
 */
// Written out: inside a select list drizzle renders a bare "id", which a sub-query would bind to
// its own table.
const COURSE_ID = sql.raw('"courses"."id"');

function courseExtras(userId?: number | Placeholder | null) {
  return {
    grades: sql<
      Ref[]
    >`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.position, g.id), '[]'::json)
      from course_grades cg join grades g on g.id = cg.grade_id where cg.course_id = ${COURSE_ID})`,
    categories: sql<
      Ref[]
    >`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position, c.id), '[]'::json)
      from course_categories cc join categories c on c.id = cc.category_id where cc.course_id = ${COURSE_ID})`,
    teachers: sql<
      TeacherRef[]
    >`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'avatar', t.avatar) order by t.position, t.id), '[]'::json)
      from course_teachers ct join teachers t on t.id = ct.teacher_id where ct.course_id = ${COURSE_ID})`,
    lecturesCount: sql<number>`(select count(*)::int from lectures l where l.course_id = ${COURSE_ID} and l.published)`,
    usersCount: sql<number>`(select count(*)::int from enrolments e where e.course_id = ${COURSE_ID})`,
    // A card of a course sold per lecture says where its prices start instead of 'free'.
    lecturesFromPrice: sql<
      number | null
    >`(select min(l.price) from lectures l where l.course_id = ${COURSE_ID} and l.published and l.price > 0)`,
    joined: userId
      ? sql<boolean>`exists (select 1 from enrolments e where e.course_id = ${COURSE_ID} and e.user_id = ${userId})`
      : sql<boolean>`false`,
  };
}

/** `select course + card fields from courses`; callers add joins, where, order and limits. */
export function courseViewQuery(db: Db, userId?: number | Placeholder | null) {
  return db.select({ course: courses, ...courseExtras(userId) }).from(courses);
}

type ViewRow = { course: CourseRow } & {
  [K in keyof ReturnType<typeof courseExtras>]: ReturnType<typeof courseExtras>[K]['_']['type'];
};

export function toView(r: ViewRow): CourseView {
  const c = r.course;
  return {
    id: c.id,
    name: c.name,
    image_url: c.imageUrl,
    image_width: c.imageWidth,
    image_height: c.imageHeight,
    grades: fromDriverJson(r.grades),
    categories: fromDriverJson(r.categories),
    teachers: fromDriverJson(r.teachers),
    pay_type: c.payType,
    price: toPounds(c.price),
    free: c.price === 0,
    featured: c.featured,
    joined: r.joined === true || (r.joined as unknown) === 't',
    lectures_count: Number(r.lecturesCount),
    users_count: Number(r.usersCount),
    lectures_from_price:
      c.payType === 'lectures' && r.lecturesFromPrice !== null ? toPounds(Number(r.lecturesFromPrice)) : null,
    show_preview: c.showPreview,
    description: c.description,
  };
}

/** The listed form of courses already loaded (order kept). */
export async function toCourseViews(
  db: Db,
  rows: CourseRow[],
  userId?: number | null,
): Promise<CourseView[]> {
  if (rows.length === 0) return [];
  const found = await courseViewQuery(db, userId).where(
    inArray(
      courses.id,
      rows.map((r) => r.id),
    ),
  );
  const byId = new Map(found.map((r) => [r.course.id, toView(r)]));
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}

export async function toCourseView(db: Db, row: CourseRow, userId?: number | null): Promise<CourseView> {
  const [view] = await toCourseViews(db, [row], userId);
  if (!view) throw new Error('course view missing');
  return view;
}
