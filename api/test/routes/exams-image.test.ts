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

  it('keeps the image with the highest seq: a replayed older one changes nothing and stores no file', async () => {
    const q = String(withImages.essay.id);
    const imageOf = (res: {
      json: () => { answer_attempts: { question_id: number; answer_image: string }[] };
    }) => res.json().answer_attempts.find((a) => a.question_id === withImages.essay.id)?.answer_image;
    const newer = await upload({ session_token: token, question_id: q, seq: '5' }, PNG_1X1);
    expect(newer.statusCode).toBe(200);
    const kept = imageOf(newer);
    const files = stored();
    const older = await upload({ session_token: token, question_id: q, seq: '3' }, PNG_1X1);
    expect(older.statusCode).toBe(200);
    expect(imageOf(older)).toBe(kept);
    expect(stored()).toBe(files);
    const [row] = await t.db
      .select()
      .from(answerAttempts)
      .where(eq(answerAttempts.questionId, withImages.essay.id));
    expect(row?.imageSeq).toBe(5);
    // The text has its own sequence: an essay text queued before the image still lands.
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/exams/session/answers',
      headers: bearer(student.token),
      payload: {
        session_token: token,
        answers: [{ question_id: withImages.essay.id, answer_text: 'نص', seq: 4 }],
      },
    });
    expect(text.statusCode).toBe(200);
    const latest = await upload({ session_token: token, question_id: q, seq: '6' }, PNG_1X1);
    expect(imageOf(latest)).not.toBe(kept);
    expect(stored()).toBe(files + 1);
    const [after] = await t.db
      .select()
      .from(answerAttempts)
      .where(eq(answerAttempts.questionId, withImages.essay.id));
    expect(after).toMatchObject({ answerText: 'نص', imageSeq: 6, answerImage: imageOf(latest) });
  });

  it('refuses a seq or answered_at that is not one', async () => {
    const q = String(withImages.essay.id);
    const bads: Record<string, string>[] = [
      { seq: '-1' },
      { seq: 'abc' },
      { seq: '1.5' },
      { answered_at: 'yesterday' },
    ];
    for (const bad of bads) {
      const res = await upload({ session_token: token, question_id: q, ...bad }, PNG_1X1);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(bad));
    }
  });
});

describe('POST /v1/exams/session/answers/image after the deadline', () => {
  let clockApp: TestApp;
  let now = new Date('2026-03-01T10:00:00Z');
  let owner: SignedUp;
  let exam: SeededExam;
  let session: string;
  beforeAll(async () => {
    clockApp = await createTestApp({}, { clock: () => now });
    const gradeId = (await seedBasics(clockApp.db)).gradeIds[0]!;
    await setVerification(clockApp.db, false);
    owner = await signUp(clockApp.app, clockApp.db, gradeId);
    exam = await seedExam(clockApp.db, { enableImagesAnswers: true, duration: 1 });
    const res = await clockApp.app.inject({
      method: 'POST',
      url: '/v1/exams/session',
      headers: bearer(owner.token),
      payload: { exam_id: exam.id },
    });
    session = res.json().data.token;
  });
  afterAll(async () => {
    await clockApp?.close();
  });
  const send = (fields: Record<string, string>) => {
    const form = multipartForm(
      { session_token: session, question_id: String(exam.essay.id), ...fields },
      { field: 'answer_image', name: 'a.png', type: 'image/png', data: PNG_1X1 },
    );
    return clockApp.app.inject({
      method: 'POST',
      url: '/v1/exams/session/answers/image',
      headers: { ...bearer(owner.token), 'content-type': form.contentType },
      payload: form.body,
    });
  };

  it('takes an image stamped before the deadline within the grace, and refuses an unstamped one', async () => {
    now = new Date('2026-03-01T10:01:05Z');
    const unstamped = await send({ seq: '1' });
    expect(unstamped.statusCode).toBe(409);
    const stamped = await send({ seq: '1', answered_at: '2026-03-01T10:00:50Z' });
    expect(stamped.statusCode).toBe(200);
    now = new Date('2026-03-01T10:01:30Z');
    const late = await send({ seq: '2', answered_at: '2026-03-01T10:00:55Z' });
    expect(late.statusCode).toBe(409);
  });
});

describe('removing an image answer', () => {
  it('a sent image can be removed (remove_image=1, no file), and an older image replayed after it changes nothing', async () => {
    const q = String(withImages.choice.id);
    const imageOf = async () =>
      (await t.db.select().from(answerAttempts).where(eq(answerAttempts.questionId, withImages.choice.id)))[0]
        ?.answerImage;
    expect((await upload({ session_token: token, question_id: q, seq: '10' }, PNG_1X1)).statusCode).toBe(200);
    expect(await imageOf()).toMatch(/^\/uploads\/answers\//);
    const removed = await upload(
      { session_token: token, question_id: q, seq: '11', remove_image: '1' },
      null,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      removed
        .json()
        .answer_attempts.find((a: { question_id: number }) => a.question_id === withImages.choice.id),
    ).toMatchObject({ answer_image: null });
    const replay = await upload({ session_token: token, question_id: q, seq: '10' }, PNG_1X1);
    expect(replay.statusCode).toBe(200);
    expect(await imageOf()).toBeNull();
    const both = await upload(
      { session_token: token, question_id: q, seq: '12', remove_image: '1' },
      PNG_1X1,
    );
    expect(both.statusCode).toBe(422);
    // A newer image replaces the removal.
    expect((await upload({ session_token: token, question_id: q, seq: '13' }, PNG_1X1)).statusCode).toBe(200);
    expect(await imageOf()).toMatch(/^\/uploads\/answers\//);
  });
});
