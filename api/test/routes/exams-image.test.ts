import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAttempts } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { type SeededExam, seedExam } from '../support/exams';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';
import { multipartForm, PNG_1X1 } from '../support/multipart';

let t: TestApp;
let student: SignedUp;
let withImages: SeededExam;
let token: string;
let noImagesToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  student = await signUp(t.app, t.db, gradeId);
  withImages = await seedExam(t.db, { enableImagesAnswers: true });
  const plain = await seedExam(t.db);
  const start = async (examId: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/exams/session',
        headers: bearer(student.token),
        payload: { exam_id: examId },
      })
    ).json().data.token as string;
  token = await start(withImages.id);
  noImagesToken = await start(plain.id);
});
afterAll(async () => {
  await t?.close();
});

const upload = (fields: Record<string, string>, data: Buffer | null, type = 'image/png') => {
  const form = multipartForm(fields, data ? { field: 'answer_image', name: 'a.png', type, data } : undefined);
  return t.app.inject({
    method: 'POST',
    url: '/v1/exams/session/answers/image',
    headers: { ...bearer(student.token), 'content-type': form.contentType },
    payload: form.body,
  });
};
const stored = () => {
  const dir = join(t.config.dataDir, 'uploads', 'answers');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe('POST /v1/exams/session/answers/image', () => {
  it('stores an image checked by its bytes as the essay answer', async () => {
    const res = await upload(
      { session_token: token, question_id: String(withImages.essay.id), answer_text: 'انظر الصورة' },
      PNG_1X1,
    );
    expect(res.statusCode).toBe(200);
    const mine = res
      .json()
      .answer_attempts.find((a: { question_id: number }) => a.question_id === withImages.essay.id);
    expect(mine.answer_image).toMatch(/^\/uploads\/answers\/[\w-]+\.png$/);
    expect(mine.answer_text).toBe('انظر الصورة');
    expect(stored()).toBe(1);
  });

  it('refuses bytes that are not an image, an exam without image answers and a foreign question, storing nothing', async () => {
    const before = await t.db.select().from(answerAttempts).orderBy(answerAttempts.id);
    const fake = await upload(
      { session_token: token, question_id: String(withImages.essay.id) },
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.answer_image).toBeDefined();
    const disabled = await upload(
      { session_token: noImagesToken, question_id: String(withImages.essay.id) },
      PNG_1X1,
    );
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.answer_image).toBeDefined();
    const other = await seedExam(t.db);
    const foreign = await upload({ session_token: token, question_id: String(other.essay.id) }, PNG_1X1);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.question_id).toBeDefined();
    const missing = await upload({ session_token: token, question_id: String(withImages.essay.id) }, null);
    expect(missing.statusCode).toBe(422);
    const big = await upload(
      { session_token: token, question_id: String(withImages.essay.id) },
      Buffer.alloc(3 * 1024 * 1024, 1),
    );
    expect(big.statusCode).toBe(422);
    expect(stored()).toBe(1);
    expect(await t.db.select().from(answerAttempts).orderBy(answerAttempts.id)).toEqual(before);
    const rows = await t.db
      .select()
      .from(answerAttempts)
      .where(eq(answerAttempts.questionId, other.essay.id));
    expect(rows).toEqual([]);
  });
});
