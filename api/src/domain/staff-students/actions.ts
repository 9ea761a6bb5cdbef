import type { StaffStudentActionResponse } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError } from '../errors';
import { findVideo, grantLecture, resetViews, revokeLecture } from '../lectures/index';
import {
  deleteEnrolment,
  findCourse,
  findLecturePurchase,
  findToken,
  findVideoView,
  insertFreeEnrolment,
  revokeLiveTokens,
  setBlocked,
} from './actions-repository';
import { requireStudent } from './read';

// The desk's actions on one student (issue 32). Each runs in one transaction with its audit row;
// a second click finds the work done, answers changed: false and records nothing.

export type Actor = StaffActor;

const DONE = {
  signOutOne: 'تم تسجيل خروج الجلسة',
  signOutAll: 'تم تسجيل خروج الطالب من كل الأجهزة',
  courseGranted: 'تمت إضافة الدورة للطالب',
  courseRevoked: 'تم سحب الدورة من الطالب',
  lectureGranted: 'تمت إضافة المحاضرة للطالب',
  lectureRevoked: 'تم سحب المحاضرة من الطالب',
  viewsReset: 'تم تصفير المشاهدات',
  blocked: 'تم إيقاف الحساب',
  unblocked: 'تم تفعيل الحساب',
  nothing: 'لا يوجد تغيير',
} as const;

const answer = (changed: boolean, done: string): StaffStudentActionResponse => ({
  message: changed ? done : DONE.nothing,
  changed,
});

/** Signs one live session (tokenId) or every one out. */
export function signOut(db: Db, actor: Actor, studentId: number, tokenId?: number) {
  return db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    if (tokenId !== undefined && !(await findToken(tx, studentId, tokenId))) {
      throw new DomainError('NOT_FOUND');
    }
    const revoked = await revokeLiveTokens(tx, studentId, tokenId);
    if (revoked.length > 0) {
      await recordAudit(tx, actor, {
        action: tokenId === undefined ? 'student.sessions.revoke_all' : 'student.session.revoke',
        targetType: 'student',
        targetId: String(studentId),
        before: { sessions: revoked },
        after: { sessions: [] },
      });
    }
    return answer(revoked.length > 0, tokenId === undefined ? DONE.signOutAll : DONE.signOutOne);
  });
}

/** A course without payment (an enrolment 'free'); taking it back keeps any money as it was. */
export function setCourse(db: Db, actor: Actor, studentId: number, courseId: number, grant: boolean) {
  return db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    const course = await findCourse(tx, courseId);
    if (!course) throw new DomainError('NOT_FOUND', { detail: 'courseNotFound' });
    const row = grant
      ? await insertFreeEnrolment(tx, studentId, courseId)
      : await deleteEnrolment(tx, studentId, courseId);
    if (row) {
      await recordAudit(tx, actor, {
        action: grant ? 'student.course.grant' : 'student.course.revoke',
        targetType: 'student',
        targetId: String(studentId),
        before: grant ? null : { course_id: courseId, kind: row.kind, pay_by: row.payBy },
        after: grant ? { course_id: courseId, kind: row.kind } : null,
      });
    }
    return answer(!!row, grant ? DONE.courseGranted : DONE.courseRevoked);
  });
}

/** grant-lecture of pnpm ops: days from now (or the lecture's expiry_days); a grant renews. */
export function grantLectureTo(db: Db, actor: Actor, studentId: number, lectureId: number, days?: number) {
  return db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    const before = await findLecturePurchase(tx, studentId, lectureId);
    const { expiresAt } = await grantLecture(tx, studentId, lectureId, days);
    await recordAudit(tx, actor, {
      action: 'student.lecture.grant',
      targetType: 'student',
      targetId: String(studentId),
      before: before ? { lecture_id: lectureId, expires_at: before.expiresAt?.toISOString() ?? null } : null,
      after: { lecture_id: lectureId, days: days ?? null, expires_at: expiresAt?.toISOString() ?? null },
    });
    return answer(true, DONE.lectureGranted);
  });
}

export function revokeLectureFrom(db: Db, actor: Actor, studentId: number, lectureId: number) {
  return db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    const before = await findLecturePurchase(tx, studentId, lectureId);
    const had = await revokeLecture(tx, studentId, lectureId);
    if (had && before) {
      await recordAudit(tx, actor, {
        action: 'student.lecture.revoke',
        targetType: 'student',
        targetId: String(studentId),
        before: {
          lecture_id: lectureId,
          pay_by: before.payBy,
          expires_at: before.expiresAt?.toISOString() ?? null,
        },
        after: null,
      });
    }
    return answer(had, DONE.lectureRevoked);
  });
}

export function resetVideoViews(db: Db, actor: Actor, studentId: number, videoId: number) {
  return db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    await findVideo(tx, videoId);
    const before = await findVideoView(tx, studentId, videoId);
    const changed = !!before && before.countedViews > 0 && (await resetViews(tx, studentId, videoId));
    if (changed) {
      await recordAudit(tx, actor, {
        action: 'student.views.reset',
        targetType: 'student',
        targetId: String(studentId),
        before: { video_id: videoId, counted_views: before.countedViews },
        after: { video_id: videoId, counted_views: 0 },
      });
    }
    return answer(changed, DONE.viewsReset);
  });
}

/** A blocked student is signed out everywhere and cannot sign in (ACCOUNT_BLOCKED). */
export function setStudentBlocked(db: Db, actor: Actor, studentId: number, blocked: boolean) {
  return db.transaction(async (tx) => {
    await requireStudent(tx, studentId);
    const row = await setBlocked(tx, studentId, blocked);
    const revoked = row && blocked ? await revokeLiveTokens(tx, studentId) : [];
    if (row) {
      await recordAudit(tx, actor, {
        action: blocked ? 'student.block' : 'student.unblock',
        targetType: 'student',
        targetId: String(studentId),
        before: { blocked: !blocked },
        after: { blocked, ...(blocked ? { sessions_revoked: revoked.length } : {}) },
      });
    }
    return answer(!!row, blocked ? DONE.blocked : DONE.unblocked);
  });
}
