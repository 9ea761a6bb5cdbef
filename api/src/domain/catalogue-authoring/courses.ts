import {
  CATALOGUE_AUTHORING_MESSAGES as M,
  type StaffCatalogueOptions,
  type StaffCourse,
  type StaffCourseBody,
  type StaffCourseListQuery,
  type StaffCoursePage,
  staffPaging,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError } from '../errors';
import { toPiasters, toPounds } from '../ledger/money';
import {
  type CourseLinks,
  type CourseRow,
  catalogueOptions,
  countExisting,
  courseRow,
  deleteCourseRow,
  enrolmentCount,
  findCourses,
  insertCourse,
  linksOf,
  type Ref,
  setCourseLinks,
  teachesCourse,
  updateCourseRow,
} from './courses-repository';

type Links = { grades: Ref[]; categories: Ref[]; teachers: Ref[] };

function courseView(r: CourseRow, l: Links | undefined): StaffCourse {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    image_url: r.imageUrl,
    image_width: r.imageWidth,
    image_height: r.imageHeight,
    pay_type: r.payType,
    price: toPounds(r.price),
    show_preview: r.showPreview,
    featured: r.featured,
    position: r.position,
    published: r.published,
    grades: l?.grades ?? [],
    categories: l?.categories ?? [],
    teachers: l?.teachers ?? [],
    created_at: r.createdAt.toISOString(),
  };
}

async function viewOf(db: Db, row: CourseRow): Promise<StaffCourse> {
  return courseView(row, (await linksOf(db, [row.id])).get(row.id));
}

/**
 * The course the actor may author: any for admin and assistant, a teacher's own only (through
 * course_teachers). Another teacher's course is NOT_FOUND, exactly like one that does not exist.
 */
async function authorable(db: Db, actor: StaffActor, id: number, lock = false): Promise<CourseRow> {
  const row = await courseRow(db, id, lock);
  if (!row) throw new DomainError('NOT_FOUND');
  if (actor.role === 'teacher' && !(actor.teacherId && (await teachesCourse(db, id, actor.teacherId))))
    throw new DomainError('NOT_FOUND');
  return row;
}

/** The form's links, checked; a teacher author is always among the course's teachers. */
async function linksFrom(db: Db, actor: StaffActor, b: StaffCourseBody): Promise<CourseLinks> {
  const uniq = (a: number[]) => [...new Set(a)];
  const links = {
    gradeIds: uniq(b.grade_ids),
    categoryIds: uniq(b.category_ids),
    teacherIds: uniq(b.teacher_ids),
  };
  if (actor.role === 'teacher') {
    if (!actor.teacherId) throw new DomainError('ROLE_FORBIDDEN');
    if (!links.teacherIds.includes(actor.teacherId)) links.teacherIds.unshift(actor.teacherId);
  }
  if (links.teacherIds.length === 0) throw new FieldError({ teacher_ids: [M.teacherRequired] });
  const found = await countExisting(db, links);
  const errors: Record<string, string[]> = {};
  if (found.grades !== links.gradeIds.length) errors.grade_ids = [M.unknownRef];
  if (found.categories !== links.categoryIds.length) errors.category_ids = [M.unknownRef];
  if (found.teachers !== links.teacherIds.length) errors.teacher_ids = [M.unknownRef];
  if (Object.keys(errors).length) throw new FieldError(errors);
  return links;
}

const values = (b: StaffCourseBody, before?: CourseRow) => ({
  name: b.name,
  description: b.description ?? '',
  payType: b.pay_type,
  price: toPiasters(b.price),
  showPreview: b.show_preview ?? false,
  featured: b.featured ?? false,
  position: b.position ?? before?.position ?? 0,
  // A new course is a draft until published; the form keeps the state it had.
  published: b.published ?? before?.published ?? false,
});

export async function coursesPage(
  db: Db,
  actor: StaffActor,
  q: StaffCourseListQuery,
): Promise<StaffCoursePage> {
  const { page, perPage, offset } = staffPaging(q);
  const teacherId = actor.role === 'teacher' ? (actor.teacherId ?? -1) : undefined;
  const { rows, total } = await findCourses(db, {
    q: q.q,
    state: q.state,
    teacherId,
    sort: q.sort,
    order: q.order,
    limit: perPage,
    offset,
  });
  const links = await linksOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => courseView(r, links.get(r.id))), total, page, per_page: perPage };
}

export async function courseDetail(db: Db, actor: StaffActor, id: number): Promise<StaffCourse> {
  return viewOf(db, await authorable(db, actor, id));
}

export async function createCourse(db: Db, actor: StaffActor, body: StaffCourseBody): Promise<StaffCourse> {
  return db.transaction(async (tx) => {
    const links = await linksFrom(tx, actor, body);
    const row = await insertCourse(tx, values(body));
    await setCourseLinks(tx, row.id, links);
    const after = await viewOf(tx, row);
    await recordAudit(tx, actor, { action: 'course.create', targetType: 'course', targetId: row.id, after });
    return after;
  });
}

export async function updateCourse(
  db: Db,
  actor: StaffActor,
  id: number,
  body: StaffCourseBody,
): Promise<StaffCourse> {
  return db.transaction(async (tx) => {
    const row = await authorable(tx, actor, id, true);
    const before = await viewOf(tx, row);
    const links = await linksFrom(tx, actor, body);
    const updated = await updateCourseRow(tx, id, values(body, row));
    await setCourseLinks(tx, id, links);
    const after = await viewOf(tx, updated);
    await recordAudit(tx, actor, {
      action: 'course.update',
      targetType: 'course',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}

/** Publish (students see it at once) or back to draft (gone from every student read). */
export async function publishCourse(
  db: Db,
  actor: StaffActor,
  id: number,
  published: boolean,
): Promise<StaffCourse> {
  return db.transaction(async (tx) => {
    const row = await authorable(tx, actor, id, true);
    if (row.published === published) return viewOf(tx, row);
    const updated = await updateCourseRow(tx, id, { published });
    await recordAudit(tx, actor, {
      action: published ? 'course.publish' : 'course.unpublish',
      targetType: 'course',
      targetId: id,
      before: { published: row.published },
      after: { published },
    });
    return viewOf(tx, updated);
  });
}

/** The cover already stored (WebP); answers the course and the replaced file to remove. */
export async function setCourseCover(
  db: Db,
  actor: StaffActor,
  id: number,
  cover: { url: string; width: number; height: number },
): Promise<{ course: StaffCourse; previous: string | null }> {
  return db.transaction(async (tx) => {
    const row = await authorable(tx, actor, id, true);
    const updated = await updateCourseRow(tx, id, {
      imageUrl: cover.url,
      imageWidth: cover.width,
      imageHeight: cover.height,
    });
    await recordAudit(tx, actor, {
      action: 'course.cover',
      targetType: 'course',
      targetId: id,
      before: { image_url: row.imageUrl },
      after: { image_url: cover.url },
    });
    return { course: await viewOf(tx, updated), previous: row.imageUrl };
  });
}

/** Admin only (roles.ts); a course students joined is kept (unpublish it instead). */
export async function deleteCourse(db: Db, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await authorable(tx, actor, id, true);
    if ((await enrolmentCount(tx, id)) > 0) throw new FieldError({ id: [M.courseHasStudents] });
    const before = await viewOf(tx, row);
    await deleteCourseRow(tx, id);
    await recordAudit(tx, actor, { action: 'course.delete', targetType: 'course', targetId: id, before });
  });
}

export async function courseOptions(db: Db, actor: StaffActor): Promise<StaffCatalogueOptions> {
  return {
    ...(await catalogueOptions(db)),
    own_teacher_id: actor.role === 'teacher' ? actor.teacherId : null,
  };
}
