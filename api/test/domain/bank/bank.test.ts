import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { bankCategories, notifications } from '../../../src/db/schema/index';
import {
  answerQuestion,
  askQuestion,
  myQuestions,
  openQuestionPhoto,
  readQuestionPhoto,
  unansweredQuestions,
} from '../../../src/domain/bank/index';
import { makeUser, pgliteFactory } from '../_support/db';

const link = (id: number) => `/v1/bank-questions/${id}/photo?signed`;

describe('bank domain: asking and answering', () => {
  let handle: DbHandle;
  let dataDir: string;
  beforeAll(async () => {
    handle = await pgliteFactory();
    dataDir = await mkdtemp(join(tmpdir(), 'bank-domain-'));
  });
  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a category the bank does not have, storing nothing', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const input = {
      userId,
      categoryId: 999_999,
      text: 'سؤال',
      pageNumber: 1,
      questionNumber: 1,
      image: null,
    };
    await expect(askQuestion(db, dataDir, input, link)).rejects.toMatchObject({
      errors: { bank_question_category_id: [expect.any(String)] },
    });
    expect(await myQuestions(db, userId)).toEqual([]);
  });

  it('keeps the photo private and links it for the asker; the answer reaches the bell', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const [category] = await db.insert(bankCategories).values({ name: 'الباب الأول' }).returning();
    const bytes = Buffer.from('not really an image, stored as given by the caller');
    const question = await askQuestion(
      db,
      dataDir,
      {
        userId,
        categoryId: category!.id,
        text: null,
        pageNumber: 12,
        questionNumber: 3,
        image: { ext: 'png', bytes },
      },
      link,
    );
    expect(question).toMatchObject({
      image_url: link(question.id),
      page_number: 12,
      question_number: 3,
      answered: false,
      category: { id: category!.id, name: 'الباب الأول' },
    });
    expect((await unansweredQuestions(db)).map((r) => r.q.id)).toEqual([question.id]);
    const url = await openQuestionPhoto(db, userId, question.id);
    expect(url).toMatch(/^private\/bank-questions\/.+\.png$/);
    expect((await readQuestionPhoto(dataDir, url))?.equals(bytes)).toBe(true);
    await expect(openQuestionPhoto(db, await makeUser(db), question.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await answerQuestion(db, question.id, { text: 'الإجابة', image: null, audio: null, teacherId: null });
    expect(await unansweredQuestions(db)).toEqual([]);
    const [mine] = await myQuestions(db, userId, link);
    expect(mine).toMatchObject({ answered: true, answer_text: 'الإجابة' });
    const [bell] = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(bell?.content).toBe('سؤال صفحة 12 رقم 3');
  });
});
