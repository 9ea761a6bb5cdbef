import { examSessionResponseSchema, examSubmitResponseSchema } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAttempts, examSessions } from '../../src/db/schema/index';
import { sweepOverdueSessions } from '../../src/domain/exams/index';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { type SeededExam, seedExam } from '../support/exams';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';

// A fake clock the app reads: tests move it instead of waiting.
let nowMs = Date.parse('2026-03-01T10:00:00Z');
const clock = () => new Date(nowMs);
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let exam: SeededExam;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  alice = await signUp(t.app, t.db, gradeId);
  bob = await signUp(t.app, t.db, gradeId);
  exam = await seedExam(t.db, { duration: 2, maxAttempts: 3 });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = alice.token) =>
  t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const start = (examId = exam.id, token = alice.token) =>
  call('POST', '/exams/session', { exam_id: examId }, token);

describe('exam details', () => {
  it('finds an exam by its code (Arabic-Indic digits and spaces accepted) and words a wrong code', async () => {
    const ok = await call('GET', `/exams/details?exam_code=${encodeURIComponent(` ${exam.code} `)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      id: exam.id,
      questions_count: 3,
      duration: 2,
      has_session: false,
    });
    const bad = await call('GET', '/exams/details?exam_code=NOPE١٢');
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ error: 'EXAM_NOT_FOUND', message: 'الكود الذي أدخلته غير صحيح' });
  });

  it('answers EXAM_NOT_STARTED before the window and EXAM_ENDED after it', async () => {
    const later = await seedExam(t.db, { startsAt: new Date(nowMs + 3_600_000) });
    const past = await seedExam(t.db, { endsAt: new Date(nowMs - 1000) });
    expect((await call('GET', `/exams/details?exam_code=${later.code}`)).json().error).toBe(
      'EXAM_NOT_STARTED',
    );
    expect((await call('GET', `/exams/details?exam_code=${past.code}`)).json().error).toBe('EXAM_ENDED');
    const refused = await start(past.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('EXAM_NOT_ACTIVE');
  });

  it("a lecture's exam starts only for a student who may open the lecture", async () => {
    const course = await makeCourse(t.db, { price: 50_000 });
    const lecture = await makeLecture(t.db, course.id, { price: 2_000 });
    const locked = await seedExam(t.db, { lectureId: lecture.id, courseId: course.id });
    const res = await start(locked.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'LECTURE_NOT_PURCHASED', course_id: course.id });
    expect(await t.db.select().from(examSessions).where(eq(examSessions.examId, locked.id))).toEqual([]);
  });

  it('needs a signed-in student', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/exams/details?exam_code=${exam.code}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('an exam session', () => {
  let token: string;
  it('concurrent starts create one session, with the deadline start + duration', async () => {
    const res = await Promise.all([start(), start(), start()]);
    const tokens = new Set(res.map((r) => r.json().data.token));
    expect(tokens.size).toBe(1);
    token = [...tokens][0] as string;
    expect(res[0]?.json().data).toMatchObject({ active: true, remaining_seconds: 120, total_mark: 5 });
    const rows = await t.db.select().from(examSessions).where(eq(examSessions.examId, exam.id));
    expect(rows).toHaveLength(1);
  });

  it('reads the session without the right answers while it runs; another student finds nothing', async () => {
    const res = await call('GET', `/exams/session?session_token=${token}`);
    const body = examSessionResponseSchema.parse(res.json());
    expect(body.questions).toHaveLength(3);
    expect(body.questions.flatMap((q) => q.answers).every((a) => a.correct === null)).toBe(true);
    expect(body.result).toBeNull();
    const other = await call('GET', `/exams/session?session_token=${token}`, undefined, bob.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'SESSION_NOT_FOUND', message: 'الجلسة غير موجودة' });
  });

  it('keeps one answer per question: the highest sequence number wins, a replayed older one changes nothing', async () => {
    const save = (answers: object[]) =>
      call('POST', '/exams/session/answers', { session_token: token, answers });
    expect(
      (await save([{ question_id: exam.choice.id, chosen_answer: exam.choice.wrong, seq: 1 }])).statusCode,
    ).toBe(200);
    await save([{ question_id: exam.choice.id, chosen_answer: exam.choice.right, seq: 3 }]);
    const replay = await save([{ question_id: exam.choice.id, chosen_answer: exam.choice.wrong, seq: 2 }]);
    expect(replay.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(answerAttempts)
      .where(eq(answerAttempts.questionId, exam.choice.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ answerId: exam.choice.right, clientSeq: 3 });
    const res = await save([
      { question_id: exam.truefalse.id, chosen_answer: exam.truefalse.right, seq: 4 },
      { question_id: exam.essay.id, answer_text: '   ', seq: 5 },
    ]);
    expect(res.json().remaining_seconds).toBe(120);
    expect(
      res.json().answer_attempts.find((a: { question_id: number }) => a.question_id === exam.essay.id),
    ).toMatchObject({
      answer_text: null,
    });
  });

  it('refuses answers to another exam, foreign choices and forged fields, changing nothing', async () => {
    const other = await seedExam(t.db);
    const before = await t.db.select().from(answerAttempts);
    const bad = [
      { question_id: other.choice.id, chosen_answer: other.choice.right },
      { question_id: exam.choice.id, chosen_answer: other.choice.right },
    ];
    for (const a of bad) {
      const res = await call('POST', '/exams/session/answers', { session_token: token, answers: [a] });
      expect(res.statusCode).toBe(422);
    }
    const forged = await call('POST', '/exams/session/answers', {
      session_token: token,
      answers: [{ question_id: exam.choice.id, chosen_answer: exam.choice.wrong, correct: true }],
    });
    expect(forged.statusCode).toBe(422);
    expect(await t.db.select().from(answerAttempts)).toEqual(before);
  });

  it('takes stamped answers within the 15 s grace after the deadline, and nothing later', async () => {
    const startedAt = nowMs;
    nowMs = startedAt + 120_000 + 10_000; // deadline + 10 s
    const stamped = new Date(startedAt + 119_000).toISOString();
    const inGrace = await call('POST', '/exams/session/answers', {
      session_token: token,
      answers: [{ question_id: exam.essay.id, answer_text: 'V = I R', seq: 6, answered_at: stamped }],
    });
    expect(inGrace.statusCode).toBe(200);
    const unstamped = await call('POST', '/exams/session/answers', {
      session_token: token,
      answers: [{ question_id: exam.essay.id, answer_text: 'late', seq: 7 }],
    });
    expect(unstamped.statusCode).toBe(409);
    nowMs = startedAt + 120_000 + 16_000;
    const late = await call('POST', '/exams/session/answers', {
      session_token: token,
      answers: [{ question_id: exam.essay.id, answer_text: 'late', seq: 8, answered_at: stamped }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('EXAM_NOT_ACTIVE');
    nowMs = startedAt;
  });

  it('the sweep submits the overdue session; a submit then returns the same result twice', async () => {
    // Alice's late answer already finished her session; Bob starts and closes the tab.
    const bobs = (await start(exam.id, bob.token)).json().data.token;
    nowMs += 200_000;
    expect(await sweepOverdueSessions(t.db, clock())).toBe(1);
    expect(await sweepOverdueSessions(t.db, clock())).toBe(0);
    const [bobRow] = await t.db.select().from(examSessions).where(eq(examSessions.token, bobs));
    expect(bobRow).toMatchObject({ corrected: true, correctionMark: 0, succeeded: false });
    const [a, b] = await Promise.all([
      call('POST', '/exams/session/submit', { session_token: token, answers: [] }),
      call('POST', '/exams/session/submit', { session_token: token, answers: [] }),
    ]);
    expect(a?.statusCode).toBe(200);
    const first = examSubmitResponseSchema.parse(a?.json());
    expect(b?.json()).toEqual(a?.json());
    // choice right (2) + true/false right (1); the essay waits for staff
    expect(first.result).toMatchObject({
      corrected: false,
      correction_mark: 3,
      total_mark: 5,
      correct_answer_attempts: 2,
    });
    const [row] = await t.db.select().from(examSessions).where(eq(examSessions.token, token));
    // finished at its deadline, not when the sweep passed
    expect(row?.submittedAt?.getTime()).toBe(row!.deadline!.getTime());
    const read = examSessionResponseSchema.parse(
      (await call('GET', `/exams/session?session_token=${token}`)).json(),
    );
    expect(read.session.active).toBe(false);
    expect(read.questions[0]?.answers.find((x) => x.id === exam.choice.right)?.correct).toBe(true);
    expect(read.questions[2]?.answer_explain_text).toBe('V=IR');
  });

  it('answers to a submitted session are refused', async () => {
    const res = await call('POST', '/exams/session/answers', {
      session_token: token,
      answers: [{ question_id: exam.choice.id, chosen_answer: exam.choice.wrong, seq: 99 }],
    });
    expect(res.statusCode).toBe(409);
  });

  it('lists the session in the results, homeworks apart', async () => {
    const res = await call('GET', '/exams/results');
    expect(res.json().data[0]).toMatchObject({
      token,
      exam: { id: exam.id, kind: 'exam' },
      corrected: false,
    });
    expect((await call('GET', '/exams/homeworks/results')).json().data).toEqual([]);
    expect((await call('GET', '/exams/results', undefined, bob.token)).json().data).toHaveLength(1);
    const details = await call('GET', `/exams/details?exam_code=${exam.code}`);
    expect(details.json().data).toMatchObject({ has_session: true, attempts_count: 1, active_session: null });
  });
});

describe('attempts', () => {
  it('the details say attempts used and allowed, the pass mark and the window; the next attempt starts while one remains', async () => {
    const startsAt = new Date(nowMs - 3_600_000);
    const endsAt = new Date(nowMs + 30 * 86_400_000);
    const twice = await seedExam(t.db, { maxAttempts: 2, passPercentage: 60, startsAt, endsAt });
    const details = async () =>
      (await call('GET', `/exams/details?exam_code=${twice.code}`, undefined, bob.token)).json().data;
    expect(await details()).toMatchObject({
      attempts_count: 0,
      attempts_allowed: 2,
      pass_percentage: 60,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
    });
    const first = (await start(twice.id, bob.token)).json().data.token;
    await call('POST', '/exams/session/submit', { session_token: first, answers: [] }, bob.token);
    expect(await details()).toMatchObject({ has_session: true, attempts_count: 1, active_session: null });
    const second = await start(twice.id, bob.token);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ active: true });
    expect(second.json().data.token).not.toBe(first);
    await call(
      'POST',
      '/exams/session/submit',
      { session_token: second.json().data.token, answers: [] },
      bob.token,
    );
    expect(await details()).toMatchObject({ attempts_count: 2, attempts_allowed: 2 });
    const third = await start(twice.id, bob.token);
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe('EXAM_NOT_ACTIVE');
  });
});
