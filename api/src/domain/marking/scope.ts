import type { Db } from '../../db/index';
import type { StaffActor } from '../audit/index';
import { DomainError } from '../errors';
import { coursesOfTeacher } from '../exams/essays-repository';
import { examWithCourse } from './marking-repository';

/** A teacher's reach: the exams of the courses they teach, and the exams they own. */
export interface TeacherScope {
  courseIds: number[];
  teacherId: number | null;
}

/** What exams the actor reaches: all (null) for admin and assistant, a teacher's own otherwise. */
export async function courseScopeOf(db: Db, actor: StaffActor): Promise<TeacherScope | null> {
  if (actor.role !== 'teacher') return null;
  const courseIds = actor.teacherId ? await coursesOfTeacher(db, actor.teacherId) : [];
  return { courseIds, teacherId: actor.teacherId };
}

/** Whether an exam (its course, its owning teacher) is within the actor's reach. */
export const inScope = (
  scope: TeacherScope | null,
  exam: { courseId: number | null; teacherId: number | null },
) =>
  scope === null ||
  (exam.courseId !== null && scope.courseIds.includes(exam.courseId)) ||
  (exam.teacherId !== null && exam.teacherId === scope.teacherId);

/**
 * The exam, when the actor may reach it. Another teacher's exam is EXAM_NOT_FOUND, like one that
 * does not exist: a teacher learns nothing of exams outside their courses.
 */
export async function examInScope(db: Db, actor: StaffActor, examId: number) {
  const row = await examWithCourse(db, examId);
  if (
    !row ||
    !inScope(await courseScopeOf(db, actor), { courseId: row.courseId, teacherId: row.exam.teacherId })
  )
    throw new DomainError('EXAM_NOT_FOUND');
  return row.exam;
}
