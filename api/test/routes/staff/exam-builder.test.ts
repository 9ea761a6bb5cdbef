import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  courseTeachers,
  examBankChoices,
  examBankQuestions,
  examSessions,
  questions,
  users,
} from '../../../src/db/schema/index';
import { makeCourse } from '../../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../../support/app';
import { bearer, type SignedUp, seedBasics, signUp } from '../../support/fixtures';
import { makeStaff, type StaffMember } from '../../support/staff';

// The exam builder (issue 34, decision 0048) end to end through the api, on PGlite and on
// PostgreSQL (TEST_DATABASE_URL): drafts are invisible, the code rule, the publish snapshot, random
// draws stable per sitting, and one student's extra time and attempt.
let t: TestApp;
let admin: StaffMember;
let teacher: StaffMember;
let other: StaffMember;
let courseId: number;
let ana: SignedUp;
let ben: SignedUp;

async function bankQuestion(teacherId: number, text: string, tags: { chapter?: string } = {}) {
  const [q] = await t.db
    .insert(examBankQuestions)
    .values({
      teacherId,
      type: 'choices',
      text,
      marks: 2,
      chapter: tags.chapter ?? null,
      explanationText: 'لأن',
    })
    .returning();
  await t.db.insert(examBankChoices).values([
    { questionId: q!.id, text: 'صحيح', correct: true, position: 0 },
    { questionId: q!.id, text: 'خطأ', correct: false, position: 1 },
  ]);
  return q!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  admin = await makeStaff(t.db, 'admin');
  teacher = await makeStaff(t.db, 'teacher');
  other = await makeStaff(t.db, 'teacher');
  courseId = (await makeCourse(t.db)).id;
  await t.db.insert(courseTeachers).values({ courseId, teacherId: teacher.teacherId! });
  ana = await signUp(t.app, t.db, gradeId, { phone: '01055550001' });
  ben = await signUp(t.app, t.db, gradeId);
}, 120_000);
afterAll(() => t?.close());

const call = (
  who: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: bearer(who.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function draft(code: string, extra: Record<string, unknown> = {}) {
  const res = await call(teacher, 'POST', '/staff/exams', {
    name: `امتحان ${code}`,
    exam_code: code,
    course_id: courseId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; exam_code: string; status: string };
}

async function sit(student: SignedUp, code: string) {
  const details = await call(student, 'GET', `/exams/details?exam_code=${code}`);
  expect(details.statusCode, details.body).toBe(200);
  const started = await call(student, 'POST', '/exams/session', { exam_id: details.json().data.id });
  expect(started.statusCode, started.body).toBe(200);
  const token = started.json().data.token as string;
  const paper = await call(student, 'GET', `/exams/session?session_token=${token}`);
  return { token, body: paper.json(), examId: details.json().data.id as number };
}

describe('staff exam builder', () => {
  it('a draft is invisible to students; a taken code is 422 exam_code until its exam closes', async () => {
    const d = await draft('PHYS01');
    expect(d.status).toBe('draft');
    expect((await call(ana, 'GET', '/exams/details?exam_code=PHYS01')).json().error).toBe('EXAM_NOT_FOUND');
    const again = await call(admin, 'POST', '/staff/exams', { name: 'آخر', exam_code: 'phys01' });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['exam_code']);
    const generated = await call(admin, 'POST', '/staff/exams', { name: 'بكود مولد' });
    expect(generated.json().exam_code).toMatch(/^[A-Z0-9]{6}$/);
    await call(teacher, 'PUT', `/staff/exams/${d.id}/questions`, {
      picks: [await bankQuestion(teacher.teacherId!, 'س')],
      draw_rules: [],
    });
    expect((await call(teacher, 'POST', `/staff/exams/${d.id}/publish`, {})).statusCode).toBe(200);
    expect((await call(teacher, 'POST', `/staff/exams/${d.id}/close`, {})).json().status).toBe('closed');
    expect(
      (await call(admin, 'POST', '/staff/exams', { name: 'يعيد الكود', exam_code: 'PHYS01' })).statusCode,
    ).toBe(201);
  });

  it("another teacher neither sees nor changes the exam, nor picks another teacher's bank", async () => {
    const d = await draft('OWN001');
    expect((await call(other, 'GET', `/staff/exams/${d.id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/staff/exams/${d.id}/publish`, {})).statusCode).toBe(404);
    expect(
      (await call(other, 'GET', '/staff/exams')).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(d.id);
    const foreign = await bankQuestion(other.teacherId!, 'ليس لك');
    const res = await call(teacher, 'PUT', `/staff/exams/${d.id}/questions`, {
      picks: [foreign],
      draw_rules: [],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['picks.0']);
  });

  it('publish copies the bank questions: a later bank edit never changes the exam; no key before submit', async () => {
    const d = await draft('SNAP01', { show_result: true });
    const picked = await bankQuestion(teacher.teacherId!, 'النص الأصلي');
    await call(teacher, 'PUT', `/staff/exams/${d.id}/questions`, { picks: [picked], draw_rules: [] });
    const published = await call(teacher, 'POST', `/staff/exams/${d.id}/publish`, {});
    expect(published.json()).toMatchObject({ status: 'published', questions_per_student: 1 });
    expect((await call(teacher, 'POST', `/staff/exams/${d.id}/publish`, {})).statusCode).toBe(422);
    await t.db.update(examBankQuestions).set({ text: 'نص معدل' }).where(eq(examBankQuestions.id, picked));
    const { token, body } = await sit(ana, 'SNAP01');
    expect(body.questions).toHaveLength(1);
    expect(body.questions[0]).toMatchObject({ text: 'النص الأصلي', answer_explain_text: null });
    expect(body.questions[0].answers.every((a: { correct: unknown }) => a.correct === null)).toBe(true);
    const right = body.questions[0].answers.find((a: { text: string }) => a.text === 'صحيح').id;
    const done = await call(ana, 'POST', '/exams/session/submit', {
      session_token: token,
      answers: [{ question_id: body.questions[0].id, chosen_answer: right }],
    });
    expect(done.json().result).toMatchObject({ correction_mark: 2, total_mark: 2, succeeded: true });
    const [copy] = await t.db.select().from(questions).where(eq(questions.examId, d.id));
    expect(copy?.bankQuestionId).toBe(picked);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'exam.publish'), eq(auditLog.targetId, String(d.id))));
    expect(audit).toHaveLength(1);
  });

  it("a choice's picture reaches the student's paper with the choice (bank, publish, session)", async () => {
    const d = await draft('PICT01');
    const picked = await bankQuestion(teacher.teacherId!, 'أي الرسمين مقاومة؟');
    const image = '/uploads/exam-bank/0b1c2d3e-4f50-4172-8394-a5b6c7d8e9f0.webp';
    await t.db
      .update(examBankChoices)
      .set({ imageUrl: image })
      .where(and(eq(examBankChoices.questionId, picked), eq(examBankChoices.text, 'صحيح')));
    await call(teacher, 'PUT', `/staff/exams/${d.id}/questions`, { picks: [picked], draw_rules: [] });
    expect((await call(teacher, 'POST', `/staff/exams/${d.id}/publish`, {})).statusCode).toBe(200);
    const { body } = await sit(ben, 'PICT01');
    const answers = body.questions[0].answers as {
      text: string;
      image_url: string | null;
      correct: unknown;
    }[];
    expect(answers.find((a) => a.text === 'صحيح')).toMatchObject({ image_url: image, correct: null });
    expect(answers.find((a) => a.text === 'خطأ')).toMatchObject({ image_url: null });
  });

  it('draws N per tag for each student, the same paper on every read of a sitting', async () => {
    const d = await draft('DRAW01');
    const fixed = await bankQuestion(teacher.teacherId!, 'ثابت');
    for (const n of [1, 2, 3, 4])
      await bankQuestion(teacher.teacherId!, `كهربية ${n}`, { chapter: 'الكهربية' });
    const tooMany = await call(teacher, 'PUT', `/staff/exams/${d.id}/questions`, {
      picks: [fixed],
      draw_rules: [{ count: 9, chapter: 'الكهربية' }],
    });
    expect(tooMany.json().draw_rules[0].pool).toBe(4);
    expect((await call(teacher, 'POST', `/staff/exams/${d.id}/publish`, {})).json().errors).toHaveProperty([
      'draw_rules.0.count',
    ]);
    await call(teacher, 'PUT', `/staff/exams/${d.id}/questions`, {
      picks: [fixed],
      draw_rules: [{ count: 2, chapter: 'الكهربية' }],
    });
    expect(
      (await call(teacher, 'POST', `/staff/exams/${d.id}/publish`, {})).json().questions_per_student,
    ).toBe(3);
    const a = await sit(ana, 'DRAW01');
    const b = await sit(ben, 'DRAW01');
    for (const s of [a, b]) {
      expect(s.body.questions).toHaveLength(3);
      expect(s.body.exam.questions_count).toBe(3);
      expect(s.body.questions.map((q: { text: string }) => q.text)).toContain('ثابت');
      expect(s.body.session.total_mark).toBe(6);
    }
    const again = (await call(ana, 'GET', `/exams/session?session_token=${a.token}`)).json();
    expect(again.questions.map((q: { id: number }) => q.id)).toEqual(
      a.body.questions.map((q: { id: number }) => q.id),
    );
    const drawn = a.body.questions.filter((q: { text: string }) => q.text !== 'ثابت');
    const foreign = (await t.db.select().from(questions).where(eq(questions.examId, d.id))).find(
      (q) => q.drawRuleId !== null && !drawn.some((x: { id: number }) => x.id === q.id),
    );
    const refused = await call(ana, 'POST', '/exams/session/answers', {
      session_token: a.token,
      answers: [{ question_id: foreign!.id, chosen_answer: null }],
    });
    expect(refused.statusCode).toBe(422);
    // A question of the student's own drawn paper is taken (the one-statement save, decision 0066).
    const taken = await call(ana, 'POST', '/exams/session/answers', {
      session_token: a.token,
      answers: [{ question_id: drawn[0].id, answer_text: 'إجابة' }],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().answer_attempts.map((x: { question_id: number }) => x.question_id)).toContain(
      drawn[0].id,
    );
  });

  it('extra minutes and an extra attempt reach that student only', async () => {
    const d = await draft('OVER01', { duration: 30, max_attempts: 1 });
    await call(teacher, 'PUT', `/staff/exams/${d.id}/questions`, {
      picks: [await bankQuestion(teacher.teacherId!, 'وقت')],
      draw_rules: [],
    });
    await call(teacher, 'POST', `/staff/exams/${d.id}/publish`, {});
    const [anaRow] = await t.db.select().from(users).where(eq(users.id, ana.user.id));
    const unknown = await call(teacher, 'PUT', `/staff/exams/${d.id}/overrides`, {
      student: '01999999999',
      extra_minutes: 5,
    });
    expect(Object.keys(unknown.json().errors)).toEqual(['student']);
    const set = await call(teacher, 'PUT', `/staff/exams/${d.id}/overrides`, {
      student: anaRow!.phone,
      extra_minutes: 15,
      extra_attempts: 1,
    });
    expect(set.json().overrides).toEqual([expect.objectContaining({ extra_minutes: 15, extra_attempts: 1 })]);
    const a = await sit(ana, 'OVER01');
    const b = await sit(ben, 'OVER01');
    const minutes = (s: { body: { session: { remaining_seconds: number } } }) =>
      Math.round(s.body.session.remaining_seconds / 60);
    expect(minutes(a)).toBe(45);
    expect(minutes(b)).toBe(30);
    for (const s of [a, b])
      await call(s === a ? ana : ben, 'POST', '/exams/session/submit', {
        session_token: s.token,
        answers: [],
      });
    expect((await call(ana, 'POST', '/exams/session', { exam_id: a.examId })).statusCode).toBe(200);
    expect((await call(ben, 'POST', '/exams/session', { exam_id: b.examId })).json().error).toBe(
      'EXAM_NOT_ACTIVE',
    );
    const sessions = await t.db.select().from(examSessions).where(eq(examSessions.examId, d.id));
    expect(sessions).toHaveLength(3);
  });

  it('extend moves the end for everyone; delete is refused once sat and an exam nobody sat goes', async () => {
    const d = await draft('EXT001', { ends_at: new Date(Date.now() + 3_600_000).toISOString() });
    await call(teacher, 'PUT', `/staff/exams/${d.id}/questions`, {
      picks: [await bankQuestion(teacher.teacherId!, 'مد')],
      draw_rules: [],
    });
    await call(teacher, 'POST', `/staff/exams/${d.id}/publish`, {});
    const earlier = await call(teacher, 'POST', `/staff/exams/${d.id}/extend`, {
      ends_at: new Date().toISOString(),
    });
    expect(Object.keys(earlier.json().errors)).toEqual(['ends_at']);
    const later = new Date(Date.now() + 7_200_000).toISOString();
    expect(
      (await call(teacher, 'POST', `/staff/exams/${d.id}/extend`, { ends_at: later })).json().ends_at,
    ).toBe(later);
    await sit(ana, 'EXT001');
    expect((await call(admin, 'DELETE', `/staff/exams/${d.id}`)).statusCode).toBe(422);
    const empty = await draft('DEL001');
    expect((await call(admin, 'DELETE', `/staff/exams/${empty.id}`)).json()).toEqual({ deleted: true });
    expect((await call(admin, 'GET', `/staff/exams/${empty.id}`)).statusCode).toBe(404);
  });
});
