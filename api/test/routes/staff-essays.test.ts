import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAttempts, auditLog, courseTeachers } from '../../src/db/schema/index';
import { saveAnswers, startSession, submitSession } from '../../src/domain/exams/index';
import { makeCourse } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { seedExam } from '../support/exams';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';

// GET /v1/staff/essays and POST /v1/staff/essays/:id/grade: admin sees every essay waiting, a
// teacher only those of exams in their own courses; a grade is audited in its transaction.
let t: TestApp;
let admin: StaffMember;
let owner: StaffMember;
let other: StaffMember;
let attemptId: number;

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  const student = await signUp(t.app, t.db, gradeId);
  admin = await makeStaff(t.db, 'admin');
  owner = await makeStaff(t.db, 'teacher');
  other = await makeStaff(t.db, 'teacher');
  const course = await makeCourse(t.db);
  await t.db.insert(courseTeachers).values({ courseId: course.id, teacherId: owner.teacherId! });
  const exam = await seedExam(t.db, { courseId: course.id });
  const now = new Date();
  const s = await startSession(t.db, student.user.id, exam.id, now);
  await saveAnswers(
    t.db,
    student.user.id,
    s.token,
    [{ question_id: exam.essay.id, answer_text: 'V = I R' }],
    now,
  );
  await submitSession(t.db, s, now);
  const [a] = await t.db.select().from(answerAttempts).where(eq(answerAttempts.questionId, exam.essay.id));
  attemptId = a!.id;
});
afterAll(async () => {
  await t?.close();
});

const list = (who: StaffMember) =>
  t.app.inject({ method: 'GET', url: '/v1/staff/essays', headers: bearer(who.token) });
const grade = (who: StaffMember, id: number, mark: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/staff/essays/${id}/grade`,
    headers: bearer(who.token),
    payload: { mark },
  });

describe('staff essays', () => {
  it("lists the essay for admin and the course's teacher, not for another teacher", async () => {
    expect((await list(admin)).json().items.map((i: { id: number }) => i.id)).toEqual([attemptId]);
    expect((await list(owner)).json()).toMatchObject({
      total: 1,
      items: [{ id: attemptId, text: 'V = I R' }],
    });
    expect((await list(other)).json()).toMatchObject({ total: 0, items: [] });
  });

  it("another teacher's answer and an unknown one are 404; a bad mark is refused", async () => {
    expect((await grade(other, attemptId, 1)).statusCode).toBe(404);
    expect((await grade(admin, 999_999, 1)).statusCode).toBe(404);
    expect((await grade(owner, attemptId, -1)).statusCode).toBe(422);
    expect((await grade(owner, attemptId, 9)).json().error).toBe('VALIDATION_FAILED');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'exam.essay.grade'))).toEqual([]);
  });

  it('the teacher grades it, completing the result, with one audit row naming them', async () => {
    const res = await grade(owner, attemptId, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ completed: true });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'exam.essay.grade'));
    expect(rows).toEqual([
      expect.objectContaining({ actorId: owner.id, actorRole: 'teacher', targetId: String(attemptId) }),
    ]);
    expect((await list(owner)).json().total).toBe(0);
  });
});
