import type { Db } from '../../db/index';
import type { StaffActor } from '../audit/index';
import { DomainError } from '../errors';
import { courseRef, type LectureRow, lectureRow, teachesCourse } from './lecture-repository';

/**
 * The course the actor may author: any for admin and assistant, a teacher's own only (through
 * course_teachers). Another teacher's course is NOT_FOUND, like one that does not exist.
 */
export async function authorableCourse(db: Db, actor: StaffActor, courseId: number) {
  const course = await courseRef(db, courseId);
  if (!course) throw new DomainError('NOT_FOUND');
  if (actor.role === 'teacher') {
    if (!actor.teacherId || !(await teachesCourse(db, courseId, actor.teacherId)))
      throw new DomainError('NOT_FOUND');
  }
  return course;
}

/** The lecture the actor may author (its course's rule); locked when `lock`, inside a transaction. */
export async function authorableLecture(
  db: Db,
  actor: StaffActor,
  lectureId: number,
  lock = false,
): Promise<{ lecture: LectureRow; course: { id: number; name: string } }> {
  const lecture = await lectureRow(db, lectureId, lock);
  if (!lecture) throw new DomainError('NOT_FOUND');
  const course = await authorableCourse(db, actor, lecture.courseId);
  return { lecture, course };
}
