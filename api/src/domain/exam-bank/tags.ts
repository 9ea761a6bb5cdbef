import type { ExamBankTags } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import type { StaffActor } from '../audit/index';
import { allCourses, coursesOfTeacher, tagsOf } from './bank-repository';
import { readScope } from './questions';

/** GET /staff/exam-bank/tags: the chapters and lessons in use and the courses a question may take. */
export async function bankTags(
  db: Db,
  actor: StaffActor,
  q: { teacher_id?: number | undefined; course_id?: number | undefined },
): Promise<ExamBankTags> {
  const teacherId = readScope(actor, q.teacher_id);
  const [tags, courses] = await Promise.all([
    tagsOf(db, { teacherId, courseId: q.course_id }),
    teacherId ? coursesOfTeacher(db, teacherId) : allCourses(db),
  ]);
  return { ...tags, courses };
}
