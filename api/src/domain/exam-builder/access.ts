import { STAFF_EXAM_MESSAGES } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import type { StaffActor } from '../audit/index';
import { DomainError, FieldError } from '../errors';
import {
  courseExists,
  coursesOfTeacher,
  type ExamRow,
  examRow,
  lectureCourse,
  teacherExists,
} from './repository';

// Who reaches an exam (decision 0048): admin and assistant any (the assistant only reads: the
// roles table keeps the writes from them); a teacher the exams they own or of a course they teach.
// Another teacher's exam is NOT_FOUND, like one that does not exist.

export async function reachableExam(db: Db, actor: StaffActor, examId: number): Promise<ExamRow> {
  const exam = await examRow(db, examId);
  if (!exam) throw new DomainError('NOT_FOUND');
  if (actor.role !== 'teacher') return exam;
  if (actor.teacherId !== null && exam.teacherId === actor.teacherId) return exam;
  const own = actor.teacherId ? await coursesOfTeacher(db, actor.teacherId) : [];
  const course = exam.courseId ?? (exam.lectureId ? await lectureCourse(db, exam.lectureId) : null);
  if (course != null && own.includes(course)) return exam;
  throw new DomainError('NOT_FOUND');
}

export interface Target {
  courseId: number | null;
  lectureId: number | null;
  teacherId: number | null;
}

/**
 * The course, lecture and teacher an exam is for, checked: each exists, a lecture is of the
 * course when both are given, and a teacher may only use their own courses (and is the teacher).
 */
export async function checkTarget(db: Db, actor: StaffActor, t: Target): Promise<Target> {
  const errors: Record<string, string[]> = {};
  const own =
    actor.role === 'teacher' ? (actor.teacherId ? await coursesOfTeacher(db, actor.teacherId) : []) : null;
  const allowed = (course: number | null | undefined) =>
    own === null || (course != null && own.includes(course));
  if (t.courseId !== null && (!(await courseExists(db, t.courseId)) || !allowed(t.courseId)))
    errors.course_id = [STAFF_EXAM_MESSAGES.course];
  if (t.lectureId !== null) {
    const course = await lectureCourse(db, t.lectureId);
    if (course === undefined || !allowed(course) || (t.courseId !== null && course !== t.courseId))
      errors.lecture_id = [STAFF_EXAM_MESSAGES.course];
  }
  let teacherId = t.teacherId;
  if (actor.role === 'teacher') teacherId = actor.teacherId;
  else if (teacherId !== null && !(await teacherExists(db, teacherId)))
    errors.teacher_id = [STAFF_EXAM_MESSAGES.teacher];
  if (Object.keys(errors).length) throw new FieldError(errors);
  return { ...t, teacherId };
}
