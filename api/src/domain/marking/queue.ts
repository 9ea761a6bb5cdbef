import type {
  StaffMarkBody,
  StaffMarkingPage,
  StaffMarkingQuery,
  StaffMarkResponse,
} from '@app/shared-contracts/schemas';
import { staffPaging } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError, isDomainError } from '../errors';
import { correctEssayInTx } from '../exams/correct';
import { announceStaffEvent } from '../staff-events/index';
import { examOfAttempt, pendingMarkingRows, setMarkerComment } from './marking-repository';
import { courseScopeOf, inScope } from './scope';

const MARK_ABOVE_MAX = 'الدرجة أكبر من درجة السؤال';

/** GET /v1/staff/marking: essay and image answers waiting for a mark, oldest first. */
export async function listMarking(
  db: Db,
  actor: StaffActor,
  q: StaffMarkingQuery,
): Promise<StaffMarkingPage> {
  const { page, perPage, offset } = staffPaging(q);
  const scope = await courseScopeOf(db, actor);
  const { rows, total } = await pendingMarkingRows(db, { scope, examId: q.exam_id, limit: perPage, offset });
  return {
    items: rows.map((r) => ({
      id: r.id,
      session_id: r.sessionId,
      exam: { id: r.examId, name: r.examName },
      student: { id: r.studentId, name: r.studentName },
      question: { id: r.questionId, text: r.questionText, image_url: r.questionImage },
      answer_text: r.answerText,
      answer_image: r.answerImage,
      model_text: r.modelText,
      model_image: r.modelImage,
      max_mark: r.maxMark,
      submitted_at: (r.submittedAt ?? new Date(0)).toISOString(),
    })),
    total,
    page,
    per_page: perPage,
  };
}

/**
 * POST /v1/staff/marking/{id}/mark: the exams' own correction rule (correctEssayInTx: the
 * session's last answer completes the result and notifies the student), the comment, and the
 * audit row, in one transaction. Another teacher's answer is NOT_FOUND.
 */
export async function markAnswer(
  db: Db,
  actor: StaffActor,
  attemptId: number,
  body: StaffMarkBody,
): Promise<StaffMarkResponse> {
  const found = await examOfAttempt(db, attemptId);
  if (!found || !inScope(await courseScopeOf(db, actor), found)) throw new DomainError('NOT_FOUND');
  const comment = body.comment ? body.comment : null;
  const done = await db.transaction(async (tx) => {
    const result = await correctEssayInTx(tx, attemptId, body.mark).catch((err: unknown) => {
      // Above the question's mark: refused under its field, like the schema's bounds.
      if (isDomainError(err, 'VALIDATION_FAILED')) throw new FieldError({ mark: [MARK_ABOVE_MAX] });
      throw err;
    });
    await setMarkerComment(tx, attemptId, comment);
    await recordAudit(tx, actor, {
      action: 'exam.answer.mark',
      targetType: 'answer_attempt',
      targetId: attemptId,
      after: { mark: body.mark, comment, session_id: result.sessionId, completed: result.completed },
    });
    return result;
  });
  // Another marker's open queue drops the answer.
  announceStaffEvent(db, 'marking');
  return {
    message: done.completed ? 'تم تصحيح الإجابة واكتملت نتيجة الامتحان' : 'تم تصحيح الإجابة',
    session_id: done.sessionId,
    completed: done.completed,
  };
}
