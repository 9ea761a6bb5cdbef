import type { StaffExamKeyBody, StaffExamKeyResponse } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, fieldError } from '../errors';
import {
  lockSessionAnswer,
  notifyResultChanged,
  questionOfExam,
  setKey,
  submittedSessionIds,
  writeRemark,
} from './marking-repository';
import { examInScope } from './scope';

/**
 * PUT /v1/staff/exams/{examId}/questions/{questionId}/key: the question's right choices become
 * exactly these, audited with the change; then every submitted session is re-marked, one
 * transaction per session. Idempotent: the same key again changes no result and notifies nobody.
 */
export async function correctKey(
  db: Db,
  actor: StaffActor,
  examId: number,
  questionId: number,
  body: StaffExamKeyBody,
): Promise<StaffExamKeyResponse> {
  const exam = await examInScope(db, actor, examId);
  const found = await questionOfExam(db, examId, questionId);
  if (!found) throw new DomainError('NOT_FOUND', { detail: 'questionNotInExam' });
  if (found.question.type === 'essay') throw fieldError('correct_answer_ids', 'invalidValue');
  const own = new Set(found.choices.map((c) => c.id));
  const right = [...new Set(body.correct_answer_ids)];
  if (right.some((id) => !own.has(id))) throw fieldError('correct_answer_ids', 'answerNotInQuestion');
  const before = found.choices.filter((c) => c.correct).map((c) => c.id);
  await db.transaction(async (tx) => {
    await setKey(tx, questionId, right);
    await recordAudit(tx, actor, {
      action: 'exam.key.correct',
      targetType: 'question',
      targetId: questionId,
      before: { exam_id: examId, correct_answer_ids: before },
      after: { exam_id: examId, correct_answer_ids: right.sort((a, b) => a - b) },
    });
  });
  const rightSet = new Set(right);
  const ids = await submittedSessionIds(db, examId);
  let changed = 0;
  for (const sessionId of ids) {
    const did = await db.transaction((tx) => remarkSession(tx, sessionId, questionId, rightSet, exam));
    if (did) changed++;
  }
  return {
    message: changed ? `أعيد تصحيح ${ids.length} ورقة وتغيرت ${changed} نتيجة` : 'لم تتغير أي نتيجة',
    sessions: ids.length,
    changed,
  };
}

/** Re-marks one session's answer to the question; true when its mark or pass changed. */
async function remarkSession(
  tx: Db,
  sessionId: number,
  questionId: number,
  right: Set<number>,
  exam: { name: string; passPercentage: number },
): Promise<boolean> {
  const found = await lockSessionAnswer(tx, sessionId, questionId);
  if (!found?.attempt || found.session.submittedAt === null) return false;
  const { session: s, attempt: a } = found;
  const correct = a.answerId !== null && right.has(a.answerId);
  const mark = correct ? a.questionMark : 0;
  if (a.correct === correct && a.correctionMark === mark) return false;
  const total = s.totalMark ?? 0;
  const got = (s.correctionMark ?? 0) - (a.correctionMark ?? 0) + mark;
  const wasRight = a.correct === true ? 1 : 0;
  const wasWrong = a.correct === false ? 1 : 0;
  const succeeded = s.corrected
    ? total > 0
      ? (got / total) * 100 >= exam.passPercentage
      : true
    : s.succeeded;
  await writeRemark(tx, {
    attemptId: a.id,
    correct,
    mark,
    sessionId,
    session: {
      correctionMark: got,
      correctCount: (s.correctCount ?? 0) - wasRight + (correct ? 1 : 0),
      wrongCount: (s.wrongCount ?? 0) - wasWrong + (correct ? 0 : 1),
      succeeded,
    },
  });
  const resultChanged = got !== s.correctionMark || succeeded !== s.succeeded;
  // A result still waiting for an essay mark is not shown yet: its completion notifies the student.
  if (resultChanged && s.corrected)
    await notifyResultChanged(tx, { userId: s.userId, token: s.token, exam: exam.name, mark: got, total });
  return resultChanged;
}
