import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams, questions } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { seedExam } from '../support/exams';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { multipartForm, PNG_1X1 } from '../support/multipart';
import { examPayloadRows, leaksOf, type PayloadCtx } from './rows-exam-payloads';

// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
let token: string;
let ctx: PayloadCtx;

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  token = (await signUp(t.app, t.db, gradeId)).token;
  const exam = await seedExam(t.db, {
    enableImagesAnswers: true,
    showResult: true,
    showDetailedResult: true,
  });
  // Every question carries a key and an explanation: the payloads must still hide them.
  await t.db
    .update(questions)
    .set({
      answerExplainText: 'الشرح',
      answerExplainImage: '/uploads/x.png',
      answerExplainAudio: '/uploads/x.mp3',
    })
    .where(eq(questions.examId, exam.id));
  await t.db.update(exams).set({ maxAttempts: 3 }).where(eq(exams.id, exam.id));
  const start = await t.app.inject({
    method: 'POST',
    url: '/v1/exams/session',
    headers: bearer(token),
    payload: { exam_id: exam.id },
  });
  ctx = {
    code: exam.code,
    examId: exam.id,
    token: start.json().data.token,
    choiceId: exam.choice.id,
    choiceAnswerId: exam.choice.right,
    essayId: exam.essay.id,
  };
});
afterAll(async () => {
  await t?.close();
});

describe('student exam payloads before submission', () => {
  it.each(examPayloadRows)('$name carries no key, explanation or mark', async (row) => {
    const image = row.image?.(ctx);
    const form = image
      ? multipartForm(image, { field: 'answer_image', name: 'a.png', type: 'image/png', data: PNG_1X1 })
      : null;
    const res = await t.app.inject({
      method: row.method,
      url: row.url(ctx),
      headers: { ...bearer(token), ...(form ? { 'content-type': form.contentType } : {}) },
      ...(form ? { payload: form.body } : row.body ? { payload: row.body(ctx) as object } : {}),
    });
    expect(res.statusCode).toBe(200);
    expect(leaksOf(res.json())).toEqual([]);
  });

  it('the walk finds a key where there is one (the check can fail)', () => {
    expect(leaksOf({ questions: [{ answers: [{ correct: true }], answer_explain_text: null }] })).toEqual([
      '$.questions[0].answers[0].correct',
    ]);
  });
});
