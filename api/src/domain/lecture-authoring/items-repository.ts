import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { attachments, exams, videos } from '../../db/schema/index';

export type VideoRow = typeof videos.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type NoteRow = typeof attachments.$inferSelect;
export type VideoValues = Pick<
  typeof videos.$inferInsert,
  'name' | 'viewsLimit' | 'attendanceRequired' | 'attendanceChipText' | 'hideAttendanceChips'
>;

/** The videos, exams and notes of a lecture, each in its stored order. */
export async function itemsOfLecture(db: Db, lectureId: number) {
  const [vids, examRows, notes] = await Promise.all([
    db.select().from(videos).where(eq(videos.lectureId, lectureId)).orderBy(asc(videos.position)),
    db.select().from(exams).where(eq(exams.lectureId, lectureId)).orderBy(asc(exams.position)),
    db
      .select()
      .from(attachments)
      .where(eq(attachments.lectureId, lectureId))
      .orderBy(asc(attachments.position)),
  ]);
  return { vids, examRows, notes };
}

/** Exams of the course that are in no lecture: the ones that may be attached. */
export function freeExamsOfCourse(db: Db, courseId: number) {
  return db
    .select({ id: exams.id, name: exams.name })
    .from(exams)
    .where(and(eq(exams.courseId, courseId), isNull(exams.lectureId)))
    .orderBy(asc(exams.position), asc(exams.id));
}

/** The next position after every item of the lecture (a new item goes last). */
export async function nextItemPosition(db: Db, lectureId: number): Promise<number> {
  const [[v], [e], [n]] = await Promise.all([
    db
      .select({ n: max(videos.position) })
      .from(videos)
      .where(eq(videos.lectureId, lectureId)),
    db
      .select({ n: max(exams.position) })
      .from(exams)
      .where(eq(exams.lectureId, lectureId)),
    db
      .select({ n: max(attachments.position) })
      .from(attachments)
      .where(eq(attachments.lectureId, lectureId)),
  ]);
  return Math.max(v?.n ?? 0, e?.n ?? 0, n?.n ?? 0) + 1;
}

export async function videoOf(db: Db, lectureId: number, id: number): Promise<VideoRow | undefined> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.lectureId, lectureId)));
  return row;
}

export async function examById(db: Db, id: number): Promise<ExamRow | undefined> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id));
  return row;
}

export async function noteOf(db: Db, lectureId: number, id: number): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.lectureId, lectureId)));
  return row;
}

/** A video row with no media yet: url '' means "not ready" (students do not see it). */
export async function insertVideo(db: Db, lectureId: number, values: VideoValues, position: number) {
  const [row] = await db
    .insert(videos)
    .values({ ...values, lectureId, url: '', position })
    .returning();
  if (!row) throw new Error('video not stored');
  return row;
}

export async function updateVideo(db: Db, id: number, values: Partial<VideoValues>) {
  const [row] = await db.update(videos).set(values).where(eq(videos.id, id)).returning();
  if (!row) throw new Error('video not updated');
  return row;
}

export async function deleteVideo(db: Db, id: number): Promise<void> {
  await db.delete(videos).where(eq(videos.id, id));
}

/** Puts an exam in a lecture (at `position`) or takes it out (lectureId null). */
export async function setExamLecture(db: Db, id: number, lectureId: number | null, position: number) {
  const [row] = await db.update(exams).set({ lectureId, position }).where(eq(exams.id, id)).returning();
  if (!row) throw new Error('exam not updated');
  return row;
}

export interface NewNote {
  name: string;
  url: string;
  size: number;
}

/** A lecture's private PDF note (never public: the student link is signed, lib/media-link). */
export async function insertNote(
  db: Db,
  courseId: number,
  lectureId: number,
  note: NewNote,
  position: number,
) {
  const [row] = await db
    .insert(attachments)
    .values({ ...note, extension: 'pdf', courseId, lectureId, public: false, position })
    .returning();
  if (!row) throw new Error('note not stored');
  return row;
}

export async function deleteNote(db: Db, id: number): Promise<void> {
  await db.delete(attachments).where(eq(attachments.id, id));
}

/** Writes one item's position in the lecture's one teaching order. */
export async function setItemPosition(
  db: Db,
  type: 'video' | 'exam' | 'note',
  id: number,
  position: number,
): Promise<void> {
  if (type === 'video') await db.update(videos).set({ position }).where(eq(videos.id, id));
  else if (type === 'exam') await db.update(exams).set({ position }).where(eq(exams.id, id));
  else await db.update(attachments).set({ position }).where(eq(attachments.id, id));
}
