import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAttempts, auditLog, courseTeachers, notifications } from '../../../src/db/schema/index';
import {
  saveAnswers,
  startSession,
  submitSession,
  sweepOverdueSessions,
} from '../../../src/domain/exams/index';
import { onStaffEvent } from '../../../src/domain/staff-events/index';
import { makeCourse } from '../../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../../support/app';
import { type SeededExam, seedExam } from '../../support/exams';
import { bearer, seedBasics, signUp } from '../../support/fixtures';
import { makeStaff, type StaffMember } from '../../support/staff';

// Marking and results (issue 34): the essay queue, a corrected key re-marking every submitted
// session (idempotent, students whose shown result changed notified), results and item analysis;
// admin everything, a teacher only their own exams, an assistant reads results only.
// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
let exam: SeededExam;
const staff: Record<'admin' | 'owner' | 'other' | 'assistant', StaffMember> = {} as never;
const students: number[] = [];
const studentTokens: string[] = [];
const paperTokens: string[] = [];
/** The staff events announced while the three papers were handed in. */
const submitEvents: string[] = [];

async function sit(userId: number, picks: { choice?: number; tf?: number; essay?: string }, now: Date) {
  const s = await startSession(t.db, userId, exam.id, now);
  const list = [
    picks.choice ? { question_id: exam.choice.id, chosen_answer: picks.choice } : null,
    picks.tf ? { question_id: exam.truefalse.id, chosen_answer: picks.tf } : null,
    picks.essay ? { question_id: exam.essay.id, answer_text: picks.essay } : null,
  ].filter((a) => a !== null);
  await saveAnswers(t.db, userId, s.token, list, now);
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  for (let i = 0; i < 3; i++) {
    const s = await signUp(t.app, t.db, gradeId);
    students.push(s.user.id);
    studentTokens.push(s.token);
  }
  staff.admin = await makeStaff(t.db, 'admin');
  staff.owner = await makeStaff(t.db, 'teacher');
  staff.other = await makeStaff(t.db, 'teacher');
  staff.assistant = await makeStaff(t.db, 'assistant');
  const course = await makeCourse(t.db);
  await t.db.insert(courseTeachers).values({ courseId: course.id, teacherId: staff.owner.teacherId! });
  exam = await seedExam(t.db, { courseId: course.id, passPercentage: 50 });
  const now = new Date();
  const stop = onStaffEvent(t.db, (kind) => submitEvents.push(kind));
  // 1: all right and an essay; 2: the choice wrong and an essay; 3: the choice wrong, no essay, the time ran out
  const first = await sit(
    students[0]!,
    { choice: exam.choice.right, tf: exam.truefalse.right, essay: 'V=IR' },
    now,
  );
  await submitSession(t.db, first, now);
  const second = await sit(
    students[1]!,
    { choice: exam.choice.wrong, tf: exam.truefalse.right, essay: 'لا أعرف' },
    now,
  );
  await submitSession(t.db, second, now);
  paperTokens.push(first.token, second.token);
  const early = new Date(now.getTime() - 30 * 60_000);
  await sit(students[2]!, { choice: exam.choice.wrong }, early);
  await sweepOverdueSessions(t.db, now);
  stop();
});
afterAll(async () => {
  await t?.close();
});

const call = (who: StaffMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/v1/staff${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });
const bell = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
/** The essay's answer as its student reads it in the detailed correction. */
const essayAsStudentSees = async (i: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/exams/session?session_token=${paperTokens[i]}`,
    headers: bearer(studentTokens[i]!),
  });
  return res.json().answer_attempts.find((a: { question_id: number }) => a.question_id === exam.essay.id);
};
const keyUrl = (q: number) => `/exams/${exam.id}/questions/${q}/key`;

describe('staff marking queue', () => {
  it('is told live when a paper with an essay is handed in, not for a paper without one', () => {
    expect(submitEvents).toEqual(['marking', 'marking']);
  });

  it('lists the two essays for admin and the owner, nothing for another teacher; an assistant may not', async () => {
    const mine = (await call(staff.owner, 'GET', '/marking')).json();
    expect(mine.total).toBe(2);
    expect(mine.items[0]).toMatchObject({
      exam: { id: exam.id },
      question: { id: exam.essay.id },
      answer_text: 'V=IR',
      model_text: 'V=IR',
      max_mark: 2,
    });
    expect((await call(staff.admin, 'GET', `/marking?exam_id=${exam.id}`)).json().total).toBe(2);
    expect((await call(staff.other, 'GET', '/marking')).json()).toMatchObject({ total: 0, items: [] });
    expect((await call(staff.assistant, 'GET', '/marking')).statusCode).toBe(403);
  });

  it('marks an essay with a comment: the result completes, the bell says so, one audit row', async () => {
    const [first] = (await call(staff.owner, 'GET', '/marking')).json().items;
    expect((await call(staff.other, 'POST', `/marking/${first.id}/mark`, { mark: 1 })).statusCode).toBe(404);
    expect((await call(staff.owner, 'POST', `/marking/${first.id}/mark`, { mark: 3 })).statusCode).toBe(422);
    const events: string[] = [];
    const stop = onStaffEvent(t.db, (kind) => events.push(kind));
    const res = await call(staff.owner, 'POST', `/marking/${first.id}/mark`, { mark: 2, comment: 'ممتاز' });
    stop();
    // another marker's open queue drops it (the two refused calls above announced nothing)
    expect(events).toEqual(['marking']);
    expect(res.json()).toMatchObject({ completed: true });
    const [a] = await t.db.select().from(answerAttempts).where(eq(answerAttempts.id, first.id));
    expect(a).toMatchObject({ correctionMark: 2, markerComment: 'ممتاز' });
    expect((await bell(students[0]!)).map((n) => n.title)).toEqual(['تم تصحيح امتحانك']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'exam.answer.mark'));
    expect(audit).toEqual([expect.objectContaining({ actorId: staff.owner.id, targetId: String(first.id) })]);
    expect((await call(staff.owner, 'GET', '/marking')).json().total).toBe(1);
  });

  it("shows the marker's comment in the student's correction once marked, none before", async () => {
    expect(await essayAsStudentSees(0)).toMatchObject({ correction_mark: 2, marker_comment: 'ممتاز' });
    // the second essay is not marked yet: no comment, and no mark
    expect(await essayAsStudentSees(1)).toMatchObject({ correction_mark: null, marker_comment: null });
  });
});

describe('staff results', () => {
  it('lists the three papers with mark, attempt and who submitted, to admin, owner and assistant', async () => {
    const res = (await call(staff.assistant, 'GET', `/exams/${exam.id}/results?sort=mark&order=desc`)).json();
    expect(res.exam).toMatchObject({ id: exam.id, total_mark: 5, pass_percentage: 50 });
    expect(res.total).toBe(3);
    expect(res.items.map((r: { mark: number | null }) => r.mark)).toEqual([5, 0, null]);
    const late = res.items.find((r: { student: { id: number } }) => r.student.id === students[2]);
    expect(late).toMatchObject({ submitted_by: 'deadline', attempt: 1, corrected: true, succeeded: false });
    expect(res.items[0]).toMatchObject({ submitted_by: 'student', succeeded: true, percentage: 100 });
    expect((await call(staff.owner, 'GET', `/exams/${exam.id}/results`)).json().total).toBe(3);
    expect((await call(staff.other, 'GET', `/exams/${exam.id}/results`)).statusCode).toBe(404);
    expect((await call(staff.admin, 'GET', '/exams/999999/results')).statusCode).toBe(404);
  });

  it('analyses the exam: distribution, pass rate, share right, the most chosen wrong option', async () => {
    const a = (await call(staff.owner, 'GET', `/exams/${exam.id}/analysis`)).json();
    expect(a).toMatchObject({ sessions: 2, pending: 1, pass_rate: 0.5 });
    expect(a.distribution).toHaveLength(10);
    expect(a.distribution[0].count + a.distribution[9].count).toBe(2);
    const choice = a.questions.find((q: { id: number }) => q.id === exam.choice.id);
    expect(choice).toMatchObject({
      right_share: 0.5,
      discrimination: 1,
      top_wrong: { id: exam.choice.wrong, chosen: 1 },
    });
    expect((await call(staff.other, 'GET', `/exams/${exam.id}/analysis`)).statusCode).toBe(404);
  });
});

describe('correcting a key', () => {
  it('refuses an essay, a choice of another question, another teacher and an assistant', async () => {
    expect(
      (await call(staff.owner, 'PUT', keyUrl(exam.essay.id), { correct_answer_ids: [1] })).statusCode,
    ).toBe(422);
    const foreign = await call(staff.owner, 'PUT', keyUrl(exam.choice.id), {
      correct_answer_ids: [exam.truefalse.right],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('correct_answer_ids');
    expect(
      (await call(staff.other, 'PUT', keyUrl(exam.choice.id), { correct_answer_ids: [exam.choice.wrong] }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(staff.assistant, 'PUT', keyUrl(exam.choice.id), {
          correct_answer_ids: [exam.choice.wrong],
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'exam.key.correct'))).toEqual([]);
  });

  it('re-marks every paper, counts the changed results, notifies those shown; the same key again changes none', async () => {
    const body = { correct_answer_ids: [exam.choice.wrong] };
    const res = await call(staff.owner, 'PUT', keyUrl(exam.choice.id), body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sessions: 3, changed: 3 });
    const results = (await call(staff.owner, 'GET', `/exams/${exam.id}/results?sort=mark&order=desc`)).json();
    const byStudent = new Map(results.items.map((r: { student: { id: number } }) => [r.student.id, r]));
    expect(byStudent.get(students[0])).toMatchObject({ mark: 3, succeeded: true });
    expect(byStudent.get(students[2])).toMatchObject({ mark: 2, succeeded: false });
    // The first and third results are shown: notified; the second still waits for its essay mark.
    expect((await bell(students[0]!)).map((n) => n.title)).toContain('تم تعديل نتيجة امتحانك');
    expect((await bell(students[2]!)).map((n) => n.title)).toEqual(['تم تعديل نتيجة امتحانك']);
    expect(await bell(students[1]!)).toEqual([]);
    const again = await call(staff.owner, 'PUT', keyUrl(exam.choice.id), body);
    expect(again.json()).toMatchObject({ sessions: 3, changed: 0 });
    expect(await bell(students[2]!)).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'exam.key.correct'), eq(auditLog.targetId, String(exam.choice.id))));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      before: { correct_answer_ids: [exam.choice.right] },
      after: { correct_answer_ids: [exam.choice.wrong] },
    });
  });
});
