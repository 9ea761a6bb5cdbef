import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index';
import { saveAnswers, startSession, submitSession } from '../../src/domain/exams/index';
import { makeCourse } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { type SeededExam, seedExam } from '../support/exams';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';
import { type MarkingCtx, markingRows } from './rows-staff-marking';

// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
let teacher: StaffMember;
let ctx: MarkingCtx;

async function sat(userId: number, exam: SeededExam) {
  const now = new Date();
  const s = await startSession(t.db, userId, exam.id, now);
  await saveAnswers(
    t.db,
    userId,
    s.token,
    [
      { question_id: exam.choice.id, chosen_answer: exam.choice.right },
      { question_id: exam.essay.id, answer_text: 'جواب' },
    ],
    now,
  );
  await submitSession(t.db, s, now);
  const [a] = await t.db
    .select()
    .from(schema.answerAttempts)
    .where(eq(schema.answerAttempts.questionId, exam.essay.id));
  return a!.id;
}

async function snapshot(): Promise<string> {
  const { answerAttempts, answers, examSessions, auditLog, notifications } = schema;
  const attempts = await t.db.select().from(answerAttempts).orderBy(asc(answerAttempts.id));
  const keys = await t.db.select().from(answers).orderBy(asc(answers.id));
  const sessions = await t.db.select().from(examSessions).orderBy(asc(examSessions.id));
  const [audit] = await t.db.select({ n: count() }).from(auditLog);
  const [bell] = await t.db.select({ n: count() }).from(notifications);
  return JSON.stringify({ attempts, keys, sessions, audit, bell });
}

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  const student = (await signUp(t.app, t.db, gradeId)).user.id;
  teacher = await makeStaff(t.db, 'teacher');
  const other = await makeStaff(t.db, 'teacher');
  const mine = await makeCourse(t.db);
  const theirs = await makeCourse(t.db);
  await t.db.insert(schema.courseTeachers).values([
    { courseId: mine.id, teacherId: teacher.teacherId! },
    { courseId: theirs.id, teacherId: other.teacherId! },
  ]);
  const exam = await seedExam(t.db, { courseId: mine.id });
  const foreign = await seedExam(t.db, { courseId: theirs.id });
  ctx = {
    examId: exam.id,
    attemptId: await sat(student, exam),
    choiceId: exam.choice.id,
    essayId: exam.essay.id,
    choiceRight: exam.choice.right,
    foreignExamId: foreign.id,
    foreignChoiceId: foreign.choice.id,
    foreignChoiceAnswer: foreign.choice.wrong,
    foreignAttemptId: await sat(student, foreign),
  };
});
afterAll(() => t?.close());

describe('staff marking: refused input changes nothing', () => {
  it.each(markingRows)('$name → $status', async (row) => {
    const before = await snapshot();
    const body = row.body?.(ctx);
    const res = await t.app.inject({
      method: row.method,
      url: row.url(ctx),
      headers: bearer(teacher.token),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(res.statusCode).toBe(row.status);
    if (row.field) expect(Object.keys(res.json().errors ?? {})).toContain(row.field);
    if (row.status === 200 && row.url(ctx).includes('/marking')) expect(res.json().total).toBe(0);
    expect(await snapshot()).toBe(before);
  });
});
