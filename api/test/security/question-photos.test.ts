import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCategories, bankQuestions, teachers, users } from '../../src/db/schema/index';
import { moveQuestionPhotosToPrivate } from '../../src/domain/bank/index';
import { QUESTION_PHOTO_TTL_SECONDS, signNoteLink, signQuestionPhotoLink } from '../../src/lib/media-link';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, signUp } from '../support/fixtures';
import { multipartForm, PNG_1X1 } from '../support/multipart';

// Issue: a student's question photo was public at its upload address (/uploads/bank-questions/
// <uuid>.png), readable by anyone who had or guessed it. It now lives in private storage and goes
// out only through a link signed for the student who asked, or for staff, that expires.
let t: TestApp;
let owner: SignedUp;
let stranger: SignedUp;
let staff: SignedUp;
let categoryId: number;
let questionId: number;
let link: string;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  owner = await signUp(t.app, t.db, gradeId);
  stranger = await signUp(t.app, t.db, gradeId);
  staff = await signUp(t.app, t.db, gradeId);
  await t.db.update(users).set({ groupId: 1, staffRole: 'admin' }).where(eq(users.id, staff.user.id));
  const [category] = await t.db.insert(bankCategories).values({ name: 'الفصل الأول' }).returning();
  categoryId = category!.id;
  const form = multipartForm(
    {
      text: 'ما المقاومة؟',
      page_number: '1',
      question_number: '2',
      bank_question_category_id: String(categoryId),
    },
    { field: 'image', name: 'q.png', type: 'image/png', data: PNG_1X1 },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/bank-questions',
    headers: { ...bearer(owner.token), 'content-type': form.contentType },
    payload: form.body,
  });
  expect(res.statusCode, res.body).toBe(200);
  questionId = res.json().data.id;
  link = res.json().data.image_url;
});
afterAll(async () => {
  await t?.close();
});

describe("a student's question photo", () => {
  it('comes back as a link signed for the asker, in the answer and in my questions, and opens', async () => {
    const signed = new RegExp(
      `^/v1/media/bank-questions/${questionId}\\?u=${owner.user.id}&e=\\d+&s=[\\w-]{43}$`,
    );
    expect(link).toMatch(signed);
    const mine = (await get('/v1/bank-questions/my-questions', owner.token)).json().data;
    expect(mine[0].image_url).toMatch(signed);
    const res = await get(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(link, owner.token)).statusCode).toBe(200);
  });

  it('is not in the public uploads tree, under any address', async () => {
    const [row] = await t.db.select().from(bankQuestions).where(eq(bankQuestions.id, questionId));
    expect(row!.imageUrl).toMatch(/^private\/bank-questions\/[\w-]+\.png$/);
    const name = row!.imageUrl!.split('/').pop()!;
    const publicDir = join(t.config.dataDir, 'uploads', 'bank-questions');
    expect(existsSync(publicDir) ? readdirSync(publicDir) : []).not.toContain(name);
    for (const path of [
      `/uploads/bank-questions/${name}`,
      `/uploads/../private/bank-questions/${name}`,
      `/uploads/%2e%2e/private/bank-questions/${name}`,
      `/private/bank-questions/${name}`,
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });

  it('staff open it through a link signed for them; another student does not, even with a genuine link', async () => {
    const forStaff = await get(
      signQuestionPhotoLink(t.config.appSecret, questionId, staff.user.id),
      staff.token,
    );
    expect(forStaff.statusCode).toBe(200);
    const forStranger = await get(signQuestionPhotoLink(t.config.appSecret, questionId, stranger.user.id));
    expect(forStranger.statusCode).toBe(404);
    expect(forStranger.json().error).toBe('NOT_FOUND');
    // The stranger never sees the owner's question, so never its link.
    const theirs = (await get('/v1/bank-questions/my-questions', stranger.token)).json().data;
    expect(theirs).toEqual([]);
  });

  it("a teacher opens it when the question is in their own folder, and never another teacher's", async () => {
    const [own, other] = await t.db
      .insert(teachers)
      .values([{ name: 'أ. سامي' }, { name: 'أ. هدى' }])
      .returning();
    const gradeId = (
      await t.db.select({ g: users.gradeId }).from(users).where(eq(users.id, owner.user.id))
    )[0]!.g!;
    const asTeacher = async (teacherId: number) => {
      const u = await signUp(t.app, t.db, gradeId);
      await t.db.update(users).set({ staffRole: 'teacher', teacherId }).where(eq(users.id, u.user.id));
      return u;
    };
    const mine = await asTeacher(own!.id);
    const theirs = await asTeacher(other!.id);
    await t.db.update(bankCategories).set({ teacherId: own!.id }).where(eq(bankCategories.id, categoryId));
    try {
      const open = (who: SignedUp) =>
        get(signQuestionPhotoLink(t.config.appSecret, questionId, who.user.id), who.token);
      expect((await open(mine)).statusCode).toBe(200);
      expect((await open(theirs)).statusCode).toBe(404);
    } finally {
      await t.db.update(bankCategories).set({ teacherId: null }).where(eq(bankCategories.id, categoryId));
    }
  });

  it('refuses a link used with another token, altered, expired or signed for another kind', async () => {
    const q = new URL(link, 'http://x').searchParams;
    const [u, e, s] = [q.get('u')!, q.get('e')!, q.get('s')!];
    const at = (id: number, query: string) => `/v1/media/bank-questions/${id}?${query}`;
    const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const past = Date.now() - (QUESTION_PHOTO_TTL_SECONDS + 1) * 1000;
    const cases: [string, string, string?][] = [
      ["the owner's link with another student's token", link, stranger.token],
      ['the user changed to another student', at(questionId, `u=${stranger.user.id}&e=${e}&s=${s}`)],
      ['the user changed to staff', at(questionId, `u=${staff.user.id}&e=${e}&s=${s}`)],
      ['the expiry pushed later', at(questionId, `u=${u}&e=${Number(e) + 3600}&s=${s}`)],
      ['a changed signature', at(questionId, `u=${u}&e=${e}&s=${flipped}`)],
      ['another question id', at(questionId + 1, `u=${u}&e=${e}&s=${s}`)],
      ['an expired link', signQuestionPhotoLink(t.config.appSecret, questionId, owner.user.id, past)],
      [
        "a note link's signature",
        signNoteLink(t.config.appSecret, questionId, owner.user.id).replace(
          '/attachments/',
          '/bank-questions/',
        ),
      ],
    ];
    for (const [name, url, token] of cases) {
      const res = await get(url, token);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error, name).toBe('MEDIA_LINK_INVALID');
    }
  });

  it('moves a photo stored under /uploads by an older version out of the public tree, leaving the bank’s own', async () => {
    const old = join(t.config.dataDir, 'uploads', 'bank-questions');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'legacy.png'), PNG_1X1);
    writeFileSync(join(old, 'bank-own.png'), PNG_1X1);
    const [legacy] = await t.db
      .insert(bankQuestions)
      .values({
        userId: owner.user.id,
        categoryId,
        imageUrl: '/uploads/bank-questions/legacy.png',
        pageNumber: 3,
        questionNumber: 1,
      })
      .returning();
    await t.db.insert(bankQuestions).values({
      userId: null,
      categoryId,
      imageUrl: '/uploads/bank-questions/bank-own.png',
      pageNumber: 3,
      questionNumber: 2,
    });
    expect((await get('/uploads/bank-questions/legacy.png')).statusCode).toBe(200);
    // Not moved yet: its public address is never handed out.
    const before = (await get('/v1/bank-questions/my-questions', owner.token)).json().data;
    expect(before.find((x: { id: number }) => x.id === legacy!.id).image_url).toBeNull();

    expect(await moveQuestionPhotosToPrivate(t.db, t.config.dataDir)).toBe(1);
    expect(await moveQuestionPhotosToPrivate(t.db, t.config.dataDir)).toBe(0);
    expect((await get('/uploads/bank-questions/legacy.png')).statusCode).toBe(404);
    const [moved] = await t.db.select().from(bankQuestions).where(eq(bankQuestions.id, legacy!.id));
    expect(moved!.imageUrl).toMatch(/^private\/bank-questions\/[\w-]+\.png$/);
    const res = await get(signQuestionPhotoLink(t.config.appSecret, legacy!.id, owner.user.id));
    expect(res.statusCode).toBe(200);
    // The bank's own question image stays public.
    expect((await get('/uploads/bank-questions/bank-own.png')).statusCode).toBe(200);
  });
});
