import type { StaffCourseLectures, StaffLecture, StaffLectureBody } from '@app/shared-contracts/schemas';
import { LECTURE_AUTHORING_MESSAGES } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { FieldError } from '../errors';
import {
  deleteLecture as deleteLectureRow,
  detachExamsOf,
  hasPurchases,
  insertLecture,
  lecturesOfCourse,
  setLecturePosition,
  updateLecture as updateLectureRow,
} from './lecture-repository';
import { authorableCourse, authorableLecture } from './scope';
import { lectureValues, lectureView } from './views';

/** GET /staff/courses/{courseId}/lectures: every lecture of the course, drafts too. */
export async function courseLectures(
  db: Db,
  actor: StaffActor,
  courseId: number,
): Promise<StaffCourseLectures> {
  const course = await authorableCourse(db, actor, courseId);
  const rows = await lecturesOfCourse(db, courseId);
  return { course, items: rows.map(lectureView) };
}

/** POST /staff/courses/{courseId}/lectures: a new lecture, last, a draft unless published is sent. */
export async function createLecture(
  db: Db,
  actor: StaffActor,
  courseId: number,
  body: StaffLectureBody,
): Promise<StaffLecture> {
  return db.transaction(async (tx) => {
    await authorableCourse(tx, actor, courseId);
    const row = await insertLecture(tx, courseId, lectureValues(body));
    const after = lectureView(row);
    await recordAudit(tx, actor, {
      action: 'lecture.create',
      targetType: 'lecture',
      targetId: row.id,
      after,
    });
    return after;
  });
}

/** PUT /staff/lectures/{id}: the whole form. */
export async function updateLecture(
  db: Db,
  actor: StaffActor,
  id: number,
  body: StaffLectureBody,
): Promise<StaffLecture> {
  return db.transaction(async (tx) => {
    const { lecture } = await authorableLecture(tx, actor, id, true);
    const row = await updateLectureRow(tx, id, lectureValues(body, lecture));
    const after = lectureView(row);
    await recordAudit(tx, actor, {
      action: 'lecture.update',
      targetType: 'lecture',
      targetId: id,
      before: lectureView(lecture),
      after,
    });
    return after;
  });
}

/** PUT /staff/lectures/{id}/published: publish (students see it at once) or back to draft. */
export async function publishLecture(
  db: Db,
  actor: StaffActor,
  id: number,
  published: boolean,
): Promise<StaffLecture> {
  return db.transaction(async (tx) => {
    const { lecture } = await authorableLecture(tx, actor, id, true);
    if (lecture.published === published) return lectureView(lecture);
    const row = await updateLectureRow(tx, id, { published });
    await recordAudit(tx, actor, {
      action: published ? 'lecture.publish' : 'lecture.unpublish',
      targetType: 'lecture',
      targetId: id,
      before: { published: lecture.published },
      after: { published },
    });
    return lectureView(row);
  });
}

/**
 * DELETE /staff/lectures/{id} (admin, or the course's teacher): its videos and notes go with it, its
 * exams stay in the course. A lecture students bought is refused (422 under id): unpublish it.
 */
export async function deleteLecture(db: Db, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { lecture } = await authorableLecture(tx, actor, id, true);
    // A bought lecture is hidden (unpublished), never deleted: the students keep what they paid for.
    if (await hasPurchases(tx, id)) throw new FieldError({ id: [LECTURE_AUTHORING_MESSAGES.sold] });
    await detachExamsOf(tx, id);
    await deleteLectureRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'lecture.delete',
      targetType: 'lecture',
      targetId: id,
      before: lectureView(lecture),
    });
  });
}

/** PUT /staff/courses/{courseId}/lectures/order: `ids` must be exactly the course's lectures. */
export async function orderLectures(
  db: Db,
  actor: StaffActor,
  courseId: number,
  ids: number[],
): Promise<StaffCourseLectures> {
  return db.transaction(async (tx) => {
    const course = await authorableCourse(tx, actor, courseId);
    const rows = await lecturesOfCourse(tx, courseId);
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i)))
      throw new FieldError({ ids: [LECTURE_AUTHORING_MESSAGES.orderMismatch] });
    for (const [i, id] of ids.entries()) await setLecturePosition(tx, id, i + 1);
    await recordAudit(tx, actor, {
      action: 'lecture.reorder',
      targetType: 'course',
      targetId: courseId,
      before: rows.map((r) => r.id),
      after: ids,
    });
    const after = await lecturesOfCourse(tx, courseId);
    return { course, items: after.map(lectureView) };
  });
}

/** PUT /staff/lectures/{id}/image: the stored WebP's url; answers the url it replaced (to remove). */
export async function setLectureImage(
  db: Db,
  actor: StaffActor,
  id: number,
  url: string,
): Promise<{ lecture: StaffLecture; replaced: string | null }> {
  return db.transaction(async (tx) => {
    const { lecture } = await authorableLecture(tx, actor, id, true);
    const row = await updateLectureRow(tx, id, { imageUrl: url });
    await recordAudit(tx, actor, {
      action: 'lecture.image',
      targetType: 'lecture',
      targetId: id,
      before: { image_url: lecture.imageUrl },
      after: { image_url: url },
    });
    return { lecture: lectureView(row), replaced: lecture.imageUrl };
  });
}
