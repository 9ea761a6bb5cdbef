import type {
  StaffLectureDetail,
  StaffLectureItem,
  StaffLectureItemsOrder,
  StaffLectureVideoBody,
} from '@app/shared-contracts/schemas';
import { LECTURE_AUTHORING_MESSAGES } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError } from '../errors';
import {
  deleteNote,
  deleteVideo,
  examById,
  freeExamsOfCourse,
  insertNote,
  insertVideo,
  itemsOfLecture,
  type NewNote,
  nextItemPosition,
  noteOf,
  setExamLecture,
  setItemPosition,
  updateVideo as updateVideoRow,
  type VideoValues,
  videoOf,
} from './items-repository';
import { authorableLecture } from './scope';
import { examItem, lectureView, noteItem, orderedItems, videoItem } from './views';

const M = LECTURE_AUTHORING_MESSAGES;

/** GET /staff/lectures/{id}: the lecture, its items in teaching order, the exams free to attach. */
export async function lectureDetail(db: Db, actor: StaffActor, id: number): Promise<StaffLectureDetail> {
  const { lecture, course } = await authorableLecture(db, actor, id);
  const [{ vids, examRows, notes }, free] = await Promise.all([
    itemsOfLecture(db, id),
    freeExamsOfCourse(db, course.id),
  ]);
  return {
    lecture: lectureView(lecture),
    course,
    items: orderedItems(vids, examRows, notes),
    free_exams: free,
  };
}

/** PUT /staff/lectures/{id}/items/order: `items` must be exactly the lecture's items. */
export async function orderItems(
  db: Db,
  actor: StaffActor,
  id: number,
  body: StaffLectureItemsOrder,
): Promise<StaffLectureItem[]> {
  return db.transaction(async (tx) => {
    await authorableLecture(tx, actor, id, true);
    const { vids, examRows, notes } = await itemsOfLecture(tx, id);
    const before = orderedItems(vids, examRows, notes);
    const key = (i: { type: string; id: number }) => `${i.type}:${i.id}`;
    const known = new Set(before.map(key));
    const sent = new Set(body.items.map(key));
    if (sent.size !== body.items.length || sent.size !== known.size || ![...sent].every((k) => known.has(k)))
      throw new FieldError({ items: [M.orderMismatch] });
    for (const [i, item] of body.items.entries()) await setItemPosition(tx, item.type, item.id, i + 1);
    await recordAudit(tx, actor, {
      action: 'lecture.items.reorder',
      targetType: 'lecture',
      targetId: id,
      before: before.map(key),
      after: body.items.map(key),
    });
    const after = await itemsOfLecture(tx, id);
    return orderedItems(after.vids, after.examRows, after.notes);
  });
}

const videoValues = (b: StaffLectureVideoBody): VideoValues => ({
  name: b.name,
  viewsLimit: b.views_limit ?? null,
  attendanceRequired: b.attendance_required ?? false,
  attendanceChipText: b.attendance_chip_text?.trim() || null,
  hideAttendanceChips: b.hide_attendance_chips ?? false,
});

/** POST /staff/lectures/{id}/videos: a video with no media yet, last; the video page uploads it. */
export async function createVideo(db: Db, actor: StaffActor, id: number, body: StaffLectureVideoBody) {
  return db.transaction(async (tx) => {
    await authorableLecture(tx, actor, id, true);
    const row = await insertVideo(tx, id, videoValues(body), await nextItemPosition(tx, id));
    const after = videoItem(row);
    await recordAudit(tx, actor, {
      action: 'lecture.video.create',
      targetType: 'video',
      targetId: row.id,
      after,
    });
    return after;
  });
}

/** PUT /staff/lectures/{id}/videos/{videoId}: its name, views limit and attendance chips. */
export async function updateVideo(
  db: Db,
  actor: StaffActor,
  id: number,
  videoId: number,
  body: StaffLectureVideoBody,
) {
  return db.transaction(async (tx) => {
    await authorableLecture(tx, actor, id, true);
    const before = await videoOf(tx, id, videoId);
    if (!before) throw new DomainError('NOT_FOUND');
    const after = videoItem(await updateVideoRow(tx, videoId, videoValues(body)));
    await recordAudit(tx, actor, {
      action: 'lecture.video.update',
      targetType: 'video',
      targetId: videoId,
      before: videoItem(before),
      after,
    });
    return after;
  });
}

/** DELETE /staff/lectures/{id}/videos/{videoId}: its views go with it. */
export async function removeVideo(db: Db, actor: StaffActor, id: number, videoId: number) {
  await db.transaction(async (tx) => {
    await authorableLecture(tx, actor, id, true);
    const before = await videoOf(tx, id, videoId);
    if (!before) throw new DomainError('NOT_FOUND');
    await deleteVideo(tx, videoId);
    await recordAudit(tx, actor, {
      action: 'lecture.video.delete',
      targetType: 'video',
      targetId: videoId,
      before: videoItem(before),
    });
  });
}

/** POST /staff/lectures/{id}/exams/{examId}: an exam of the course in no lecture goes last here. */
export async function attachExam(db: Db, actor: StaffActor, id: number, examId: number) {
  return db.transaction(async (tx) => {
    const { course } = await authorableLecture(tx, actor, id, true);
    const exam = await examById(tx, examId);
    if (!exam || exam.courseId !== course.id) throw new FieldError({ exam_id: [M.examNotInCourse] });
    if (exam.lectureId === id) return examItem(exam);
    if (exam.lectureId !== null) throw new FieldError({ exam_id: [M.examNotInCourse] });
    const after = examItem(await setExamLecture(tx, examId, id, await nextItemPosition(tx, id)));
    await recordAudit(tx, actor, {
      action: 'lecture.exam.attach',
      targetType: 'exam',
      targetId: examId,
      before: { lecture_id: null },
      after: { lecture_id: id },
    });
    return after;
  });
}

/** DELETE /staff/lectures/{id}/exams/{examId}: the exam stays in the course, out of the lecture. */
export async function detachExam(db: Db, actor: StaffActor, id: number, examId: number) {
  await db.transaction(async (tx) => {
    await authorableLecture(tx, actor, id, true);
    const exam = await examById(tx, examId);
    if (!exam || exam.lectureId !== id) throw new DomainError('NOT_FOUND');
    await setExamLecture(tx, examId, null, exam.position);
    await recordAudit(tx, actor, {
      action: 'lecture.exam.detach',
      targetType: 'exam',
      targetId: examId,
      before: { lecture_id: id },
      after: { lecture_id: null },
    });
  });
}

/** POST /staff/lectures/{id}/notes: a PDF the caller stored privately, last in the lecture. */
export async function createNote(db: Db, actor: StaffActor, id: number, note: NewNote) {
  return db.transaction(async (tx) => {
    const { course } = await authorableLecture(tx, actor, id, true);
    const row = await insertNote(tx, course.id, id, note, await nextItemPosition(tx, id));
    const after = noteItem(row);
    await recordAudit(tx, actor, {
      action: 'lecture.note.create',
      targetType: 'note',
      targetId: row.id,
      after,
    });
    return after;
  });
}

/** DELETE /staff/lectures/{id}/notes/{noteId}: answers the stored url, removed once committed. */
export async function removeNote(db: Db, actor: StaffActor, id: number, noteId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await authorableLecture(tx, actor, id, true);
    const before = await noteOf(tx, id, noteId);
    if (!before) throw new DomainError('NOT_FOUND');
    await deleteNote(tx, noteId);
    await recordAudit(tx, actor, {
      action: 'lecture.note.delete',
      targetType: 'note',
      targetId: noteId,
      before: noteItem(before),
    });
    return before.url;
  });
}
