import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCategories, bankQuestions, supportTickets, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, registerBody, seedBasics, signUp } from '../support/fixtures';
import { multipartForm } from '../support/multipart';
import { INVISIBLE_CLASSES } from './rows-invisible-text';

// Issue 8, finding 12: invisible text.
let t: TestApp;
let gradeId: number;
let s: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  s = await signUp(t.app, t.db, gradeId);
});
afterAll(async () => {
  await t?.close();
});

const row = async () => (await t.db.select().from(users).where(eq(users.id, s.user.id)))[0]!;
const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/v1/profile', headers: bearer(s.token), payload });

describe('names', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b\u200b'],
    ['bidi overrides', '\u202e\u202d\u202e'],
    ['a zero-width joiner and a BOM', '\u200d\ufeff\u200d'],
    ['Hangul fillers', '\u3164\u3164'],
    ['spaces around one letter', '  ا  '],
  ])('made only of %s is refused', async (_n, name) => {
    const before = await row();
    const res = await put({ name });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['أدخل الاسم بالكامل']);
    expect(await row()).toEqual(before);
  });

  it('bidi overrides are stripped from a name that is kept', async () => {
    const res = await put({ name: '\u202eأحمد \u2066علي\u2069' });
    expect(res.statusCode).toBe(200);
    expect((await row()).name).toBe('أحمد علي');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: registerBody(gradeId, { name: '\u202dسارة محمد\u202c' }),
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json().user.name).toBe('سارة محمد');
  });
});

describe('a field sent but not saved', () => {
  it.each([['parent_phone_country'], ['phone_country']])(
    '%s alone is 422, not a silent 200',
    async (field) => {
      const before = await row();
      const res = await put({ [field]: 'EG' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([DETAIL_MESSAGES.countryWithoutPhone]);
      expect(await row()).toEqual(before);
    },
  );
});

// Issue 8 (low): blank-looking text the first check let through (braille blank, halfwidth filler,
// marks and selectors alone, tag characters...).
describe('every class of invisible text, wherever text is required', () => {
  it.each(INVISIBLE_CLASSES)('%s: refused as a name, an area, a ticket, a question', async (_n, text) => {
    const before = await row();
    for (const payload of [{ name: text }, { name: `${text}ب${text}` }, { area: text }]) {
      const res = await put(payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(payload));
    }
    expect(await row()).toEqual(before);

    const reg = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: registerBody(gradeId, { name: text }),
    });
    expect(reg.statusCode).toBe(422);
    expect(reg.json().errors.name).toEqual(['أدخل الاسم بالكامل']);

    const guest = { name: 'سارة أحمد', email: 'sara@example.com', phone: '01012345678' };
    for (const field of ['title', 'content', 'name']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/support-tickets',
        payload: { title: 'عنوان', content: 'محتوى', ...guest, [field]: text },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }

    const [category] = await t.db.insert(bankCategories).values({ name: 'الباب' }).returning();
    const form = multipartForm({
      text,
      page_number: '1',
      question_number: '1',
      bank_question_category_id: String(category!.id),
    });
    const ask = await t.app.inject({
      method: 'POST',
      url: '/v1/bank-questions',
      headers: { ...bearer(s.token), 'content-type': form.contentType },
      payload: form.body,
    });
    expect(ask.statusCode).toBe(422);
    expect(ask.json().errors.text).toEqual([DETAIL_MESSAGES.bankTextOrImage]);
    expect(await t.db.select().from(supportTickets)).toEqual([]);
    expect(await t.db.select().from(bankQuestions)).toEqual([]);
  });
});
