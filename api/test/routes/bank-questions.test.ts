import { join } from 'node:path';
import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/cli/seed';
import { bankQuestions } from '../../src/db/schema/index';
import { BANK_PAGE_SIZE } from '../../src/routes/bank-questions/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, signUp } from '../support/fixtures';
import { multipartForm, PNG_1X1 } from '../support/multipart';

let t: TestApp;
let student: SignedUp;
let other: SignedUp;
type Category = {
  id: number;
  name: string;
  full_path_dirs: { id: number }[];
  questions_count: number;
  child_categories_count: number;
};
let chapter: Category;
beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await seedDemo(t.db, { uploadsDir: join(t.config.dataDir, 'uploads') });
  student = await signUp(t.app, t.db, gradeId);
  other = await signUp(t.app, t.db, gradeId);
  const all: Category[] = (await get('/v1/bank-questions/categories')).json().data;
  chapter = all.find((c) => c.full_path_dirs.length === 3 && c.questions_count > BANK_PAGE_SIZE)!;
}, 120_000);
afterAll(() => t.close());

function get(url: string, token = student.token) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}
const ask = (fields: Record<string, string>, file?: Buffer, token = student.token) => {
  const form = multipartForm(
    fields,
    file ? { field: 'image', name: 'q.png', type: 'image/png', data: file } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/v1/bank-questions',
    headers: { ...bearer(token), 'content-type': form.contentType },
    payload: form.body,
  });
};
const questionCount = async () => (await t.db.select({ n: count() }).from(bankQuestions))[0]!.n;

describe('the bank tree', () => {
  it('lists every folder with breadcrumbs three levels deep and a few hundred questions', async () => {
    const all: Category[] = (await get('/v1/bank-questions/categories')).json().data;
    expect(chapter).toBeDefined();
    expect(all.reduce((n, c) => n + c.questions_count, 0)).toBeGreaterThan(300);
  });

  it('answers the root folders, then a folder with its breadcrumbs and counts', async () => {
    const root = (await get('/v1/bank-questions/directories')).json();
    expect(root.current_directory).toBeNull();
    expect(root.questions).toEqual({ data: [], links: { next: null } });
    expect(root.categories.length).toBeGreaterThanOrEqual(3);
    expect(root.categories.some((c: Category) => c.child_categories_count === 0)).toBe(true);
    const book = chapter.full_path_dirs[1]!.id;
    const mid = (await get(`/v1/bank-questions/directories/${book}`)).json();
    expect(mid.current_directory.full_path_dirs).toHaveLength(2);
    expect(mid.categories.map((c: Category) => c.id)).toContain(chapter.id);
  });

  it('pages a folder by its next link and filters by page and question number', async () => {
    const first = (await get(`/v1/bank-questions/directories/${chapter.id}`)).json();
    expect(first.current_directory.full_path_dirs.map((d: { id: number }) => d.id)).toEqual(
      chapter.full_path_dirs.map((d) => d.id),
    );
    expect(first.questions.data).toHaveLength(BANK_PAGE_SIZE);
    const next = first.questions.links.next as string;
    expect(next).toBe(`/v1/bank-questions/directories/${chapter.id}?page=2`);
    const second = (await get(next)).json();
    expect(second.questions.data.length).toBe(chapter.questions_count - BANK_PAGE_SIZE);
    expect(second.questions.links.next).toBeNull();
    const page = first.questions.data[0].page_number;
    const filtered = (
      await get(
        `/v1/bank-questions/directories/${chapter.id}?page_number=${String(page).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)}&question_number=2`,
      )
    ).json();
    expect(filtered.questions.data.length).toBe(1);
    expect(filtered.questions.data[0]).toMatchObject({ page_number: page, question_number: 2 });
    const none = (await get(`/v1/bank-questions/directories/${chapter.id}?page_number=999999`)).json();
    expect(none.questions.data).toEqual([]);
  });

  it.each(['0', '-1', '1.5', 'abc'])('422 for page_number=%s', async (v) => {
    const res = await get(`/v1/bank-questions/directories/${chapter.id}?page_number=${v}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('page_number');
  });

  it('searches the question text in a folder, or the whole bank from the root; the next link keeps it', async () => {
    const all = (await get(`/v1/bank-questions/directories/${chapter.id}`)).json().questions.data;
    const text: string = all.find((q: { text: string | null }) => q.text)!.text;
    const word = text.split(/\s+/).find((w) => w.length > 3)!;
    const found = (
      await get(`/v1/bank-questions/directories/${chapter.id}?search=${encodeURIComponent(` ${word} `)}`)
    ).json();
    expect(found.questions.data.length).toBeGreaterThan(0);
    for (const q of found.questions.data) expect(q.text).toContain(word);
    if (found.questions.links.next)
      expect(found.questions.links.next).toContain(`search=${encodeURIComponent(word)}`);
    const none = (
      await get(
        `/v1/bank-questions/directories/${chapter.id}?search=${encodeURIComponent('لا-يوجد-هذا-النص')}`,
      )
    ).json();
    expect(none.questions.data).toEqual([]);
    // % and _ are letters here, not patterns.
    const percent = (await get(`/v1/bank-questions/directories/${chapter.id}?search=%25`)).json();
    expect(percent.questions.data).toEqual([]);
    const root = (await get(`/v1/bank-questions/directories?search=${encodeURIComponent(word)}`)).json();
    expect(root.current_directory).toBeNull();
    expect(root.categories.length).toBeGreaterThan(0);
    expect(root.questions.data.length).toBeGreaterThanOrEqual(found.questions.data.length);
    for (const q of root.questions.data) expect(q.text).toContain(word);
    // Without a search the root still lists folders only.
    expect((await get('/v1/bank-questions/directories')).json().questions.data).toEqual([]);
  });

  it('404 with its message for a folder that does not exist; 401 for a guest', async () => {
    const res = await get('/v1/bank-questions/directories/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND', message: DETAIL_MESSAGES.bankDirectoryNotFound });
    const guest = await t.app.inject({ method: 'GET', url: '/v1/bank-questions/directories' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('asking a question', () => {
  it('stores a text question and an image question (bytes re-encoded) as the student’s own', async () => {
    const text = await ask({
      text: 'ما معنى التردد الحرج؟',
      page_number: '١٢',
      question_number: '3',
      bank_question_category_id: String(chapter.id),
    });
    expect(text.statusCode).toBe(200);
    expect(text.json().data).toMatchObject({
      answered: false,
      page_number: 12,
      category: { id: chapter.id },
    });
    const image = await ask(
      { page_number: '5', question_number: '1', bank_question_category_id: String(chapter.id) },
      PNG_1X1,
    );
    expect(image.statusCode).toBe(200);
    const url: string = image.json().data.image_url;
    // A student's photo is private: a link signed for them (test/security/question-photos.test.ts).
    expect(url).toMatch(/^\/v1\/media\/bank-questions\/\d+\?u=\d+&e=\d+&s=[\w-]{43}$/);
    const mine = (await get('/v1/bank-questions/my-questions')).json().data;
    expect(mine.map((q: { id: number }) => q.id)).toEqual([image.json().data.id, text.json().data.id]);
    expect((await get('/v1/bank-questions/my-questions', other.token)).json().data).toEqual([]);
    // a student's question is not in the bank's folder list
    const folder = (await get(`/v1/bank-questions/directories/${chapter.id}?page_number=12`)).json();
    expect(folder.questions.data.some((q: { id: number }) => q.id === text.json().data.id)).toBe(false);
  });

  it.each([
    ['neither text nor image', { page_number: '1', question_number: '1' }, undefined, 'text'],
    ['page number 0', { text: 'س', page_number: '0', question_number: '1' }, undefined, 'page_number'],
    ['page number -1', { text: 'س', page_number: '-1', question_number: '1' }, undefined, 'page_number'],
    ['question number missing', { text: 'س', page_number: '1' }, undefined, 'question_number'],
    [
      'wrong image bytes',
      { page_number: '1', question_number: '1' },
      Buffer.from('GIF89a not really'),
      'image',
    ],
    [
      'an extra field',
      { text: 'س', page_number: '1', question_number: '1', user_id: '1' },
      undefined,
      'user_id',
    ],
  ])('422 for %s, nothing stored', async (_name, fields, file, field) => {
    const before = await questionCount();
    const res = await ask({ bank_question_category_id: String(chapter.id), ...fields }, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
    expect(await questionCount()).toBe(before);
  });

  it('422 for an unknown category', async () => {
    const res = await ask({
      text: 'س',
      page_number: '1',
      question_number: '1',
      bank_question_category_id: '999999',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.bank_question_category_id).toEqual([DETAIL_MESSAGES.bankCategoryNotFound]);
  });

  it('a question answered by staff shows its answer to its student only', async () => {
    const q = (
      await ask({
        text: 'سؤال',
        page_number: '2',
        question_number: '2',
        bank_question_category_id: String(chapter.id),
      })
    ).json().data;
    await t.db
      .update(bankQuestions)
      .set({ answered: true, answerText: 'الإجابة' })
      .where(eq(bankQuestions.id, q.id));
    const mine = (await get('/v1/bank-questions/my-questions')).json().data;
    expect(mine.find((x: { id: number }) => x.id === q.id)).toMatchObject({
      answered: true,
      answer_text: 'الإجابة',
    });
  });
});
