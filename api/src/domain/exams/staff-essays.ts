import type {
  StaffEssayGradeResponse,
  StaffEssaysPage,
  StaffEssaysQuery,
} from '@app/shared-contracts/schemas';
import { staffPaging } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError } from '../errors';
import { correctEssayInTx } from './correct';
import { courseOfAnswer, coursesOfTeacher, pendingEssayRows } from './essays-repository';

/** The courses whose essays the actor may see: all (null) for admin, a teacher's own otherwise. */
async function scopeOf(db: Db, actor: StaffActor): Promise<number[] | null> {
  if (actor.role === 'admin') return null;
  return actor.teacherId ? coursesOfTeacher(db, actor.teacherId) : [];
}

/** GET /v1/staff/essays: essay answers waiting for a mark, oldest first. */
export async function listStaffEssays(
  db: Db,
  actor: StaffActor,
  q: StaffEssaysQuery,
): Promise<StaffEssaysPage> {
  const { page, perPage, offset } = staffPaging(q);
  const { rows, total } = await pendingEssayRows(db, await scopeOf(db, actor), { limit: perPage, offset });
  return {
    items: rows.map((r) => ({
      id: r.id,
      session_id: r.sessionId,
      student_email: r.email,
      exam: r.exam,
      question: r.question,
      text: r.text,
      image: r.image,
      max_mark: r.maxMark,
    })),
    total,
    page,
    per_page: perPage,
  };
}

/**
 * POST /v1/staff/essays/{id}/grade: marks one essay answer, audited in the same transaction. A
 * teacher's answer of another teacher's course is NOT_FOUND, like one that does not exist.
 */
export async function gradeStaffEssay(
  db: Db,
  actor: StaffActor,
  attemptId: number,
  mark: number,
): Promise<StaffEssayGradeResponse> {
  const courseId = await courseOfAnswer(db, attemptId);
  if (courseId === undefined) throw new DomainError('NOT_FOUND');
  const scope = await scopeOf(db, actor);
  if (scope && (courseId === null || !scope.includes(courseId))) throw new DomainError('NOT_FOUND');
  const done = await db.transaction(async (tx) => {
    const result = await correctEssayInTx(tx, attemptId, mark);
    await recordAudit(tx, actor, {
      action: 'exam.essay.grade',
      targetType: 'answer_attempt',
      targetId: attemptId,
      after: { mark, session_id: result.sessionId, completed: result.completed },
    });
    return result;
  });
  return {
    message: done.completed ? 'تم تصحيح الإجابة واكتملت نتيجة الامتحان' : 'تم تصحيح الإجابة',
    session_id: done.sessionId,
    completed: done.completed,
  };
}
