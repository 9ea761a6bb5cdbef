import { examAnswersResponseSchema } from '@app/shared-contracts/schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAttempts } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { type SeededExam, seedExam } from '../support/exams';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';

// The answer save as one read and one write (issue 35, decision 0055): several answers to one
// question in a body, the attempts it answers beside the rows it did not touch, and a refused body
// that writes nothing.
let t: TestApp;
let alice: SignedUp;
let exam: SeededExam;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  alice = await signUp(t.app, t.db, gradeId);
  exam = await seedExam(t.db, { duration: 30 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/exams/session',
    headers: bearer(alice.token),
    payload: { exam_id: exam.id },
  });
  token = res.json().data.token;
});
afterAll(async () => {
  await t?.close();
});

const save = (answers: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/exams/session/answers',
    headers: bearer(alice.token),
    payload: { session_token: token, answers },
  });
const stored = () =>
  t.db
    .select({ q: answerAttempts.questionId, a: answerAttempts.answerId, seq: answerAttempts.clientSeq })
    .from(answerAttempts)
    .orderBy(asc(answerAttempts.questionId));

describe('saving answers', () => {
  it('of several answers to one question in a body keeps the highest sequence, the later on a tie', async () => {
    const { choice, truefalse } = exam;
    const res = await save([
      { question_id: choice.id, chosen_answer: choice.right, seq: 5 },
      { question_id: choice.id, chosen_answer: choice.wrong, seq: 4 },
      { question_id: truefalse.id, chosen_answer: truefalse.wrong, seq: 2 },
      { question_id: truefalse.id, chosen_answer: truefalse.right, seq: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toEqual([
      { q: choice.id, a: choice.right, seq: 5 },
      { q: truefalse.id, a: truefalse.right, seq: 2 },
    ]);
  });

  it('answers every attempt of the session: the rows written, those refused by sequence and those not sent', async () => {
    const { choice, truefalse, essay } = exam;
    const res = await save([
      { question_id: choice.id, chosen_answer: choice.wrong, seq: 1 },
      { question_id: essay.id, answer_text: 'V = I × R', seq: 6 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = examAnswersResponseSchema.parse(res.json());
    expect(body.answer_attempts.map((a) => [a.question_id, a.answer_id, a.answer_text])).toEqual([
      [choice.id, choice.right, null],
      [truefalse.id, truefalse.right, null],
      [essay.id, null, 'V = I × R'],
    ]);
    expect(body.answer_attempts.every((a) => a.correct === null && a.correction_mark === null)).toBe(true);
    expect(body.answer_attempts.map((a) => a.question_mark)).toEqual([2, 1, 2]);
    const empty = await save([]);
    expect(empty.json().answer_attempts).toEqual(body.answer_attempts);
  });

  it('refuses a whole body with one bad answer, keyed by its place, and writes none of it', async () => {
    const before = await stored();
    const res = await save([
      { question_id: exam.truefalse.id, chosen_answer: exam.truefalse.wrong, seq: 9 },
      { question_id: exam.essay.id, chosen_answer: exam.choice.right, seq: 9 },
      { question_id: exam.choice.id, chosen_answer: exam.truefalse.right, seq: 9 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'answers.1.chosen_answer',
      'answers.2.chosen_answer',
    ]);
    expect(await stored()).toEqual(before);
    const rows = await t.db.select().from(answerAttempts).where(eq(answerAttempts.questionId, exam.essay.id));
    expect(rows[0]?.answerText).toBe('V = I × R');
  });
});

describe('the one statement is never laxer than the checks (decision 0066)', () => {
  it('refuses a bad answer to a question even when a later answer to it would replace it', async () => {
    const before = await stored();
    const res = await save([
      { question_id: exam.choice.id, chosen_answer: exam.truefalse.right, seq: 20 },
      { question_id: exam.choice.id, chosen_answer: exam.choice.right, seq: 21 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['answers.0.chosen_answer']);
    expect(await stored()).toEqual(before);
  });

  it('refuses another student’s session token and writes nothing', async () => {
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/exams/session/answers',
      headers: bearer(alice.token),
      payload: {
        session_token: `${token}x`,
        answers: [{ question_id: exam.choice.id, chosen_answer: exam.choice.right }],
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('SESSION_NOT_FOUND');
    expect(await stored()).toEqual(before);
  });

  it('an essay text with Arabic, an emoji and a new line is kept as written', async () => {
    const text = 'الجواب 😀\nسطر ثان';
    const res = await save([{ question_id: exam.essay.id, answer_text: text, seq: 25 }]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select().from(answerAttempts).where(eq(answerAttempts.questionId, exam.essay.id));
    expect(rows[0]?.answerText).toBe(text);
  });

  it('an essay text with a NUL or a lone surrogate is answered in Arabic, never a 500', async () => {
    for (const text of ['a\u0000b', 'a\ud800b']) {
      const res = await save([{ question_id: exam.essay.id, answer_text: text, seq: 30 }]);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });
});
