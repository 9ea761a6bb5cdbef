import {
  type StaffMessageBody,
  type StaffMessageResponse,
  studentsCountText,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit } from '../audit/index';
import { DomainError, fieldError } from '../errors';
import type { Actor } from './actions';
import { gradeExists, insertAdminMessages, studentIds } from './messages-repository';
import { requireStudent } from './read';

/**
 * POST /staff/messages: an admin_message in the bell of one student (admin or assistant), of a
 * grade's students or of every student (admin only: a message to hundreds is the centre's voice).
 */
export function sendStaffMessage(
  db: Db,
  actor: Actor,
  body: StaffMessageBody,
): Promise<StaffMessageResponse> {
  const { target } = body;
  if (target.kind !== 'student' && actor.role !== 'admin') throw new DomainError('ROLE_FORBIDDEN');
  const message = { title: body.title, content: body.content ?? '', to: body.to || null };
  return db.transaction(async (tx) => {
    let ids: number[];
    if (target.kind === 'student') {
      await requireStudent(tx, target.student_id);
      ids = [target.student_id];
    } else if (target.kind === 'grade') {
      if (!(await gradeExists(tx, target.grade_id))) throw fieldError('target.grade_id', 'badGrade');
      ids = await studentIds(tx, target.grade_id);
    } else {
      ids = await studentIds(tx);
    }
    await insertAdminMessages(tx, ids, message);
    await recordAudit(tx, actor, {
      action: 'message.send',
      targetType: target.kind,
      targetId:
        target.kind === 'student'
          ? String(target.student_id)
          : target.kind === 'grade'
            ? String(target.grade_id)
            : null,
      before: null,
      after: { ...message, sent: ids.length },
    });
    return { message: `تم إرسال الرسالة إلى ${studentsCountText(ids.length)}`, sent: ids.length };
  });
}
