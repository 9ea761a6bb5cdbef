import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCategories, bankQuestions, topupRequests } from '../../src/db/schema/index';
import { getSettings, updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { multipartForm, PNG_1X1 } from '../support/multipart';

// Issue 8 (low): the input guard read JSON bodies only; a NUL in a multipart text field reached
// PostgreSQL (which refuses NUL in text): 500.
let t: TestApp;
let token: string;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app, t.db, (await seedBasics(t.db)).gradeIds[0]!)).token;
  const [category] = await t.db.insert(bankCategories).values({ name: 'الباب الأول' }).returning();
  categoryId = category!.id;
  const settings = await getSettings(t.db);
  await updateSettings(t.db, {
    enable_wallet_system: true,
    recharge_info: {
      ...settings.recharge_info,
      min_recharge_amount: 1,
      supported_methods: ['mobile_wallets'],
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const rows = async () => ({
  questions: Number((await t.db.select({ n: count() }).from(bankQuestions))[0]?.n),
  topups: Number((await t.db.select({ n: count() }).from(topupRequests))[0]?.n),
});
const post = (url: string, fields: Record<string, string>, file?: { field: string }) => {
  const form = multipartForm(
    fields,
    file ? { field: file.field, name: 'a.png', type: 'image/png', data: PNG_1X1 } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': form.contentType },
    payload: form.body,
  });
};

describe('control characters in multipart text fields', () => {
  const question = () => ({
    text: 'ما الفاعل؟',
    page_number: '1',
    question_number: '2',
    bank_question_category_id: String(categoryId),
  });
  const topUp = { amount: '50', payer_number: '01012345678', message: 'حولت المبلغ' };

  it.each([
    ['bank question text', '/v1/bank-questions', 'text', undefined],
    ['bank question page number', '/v1/bank-questions', 'page_number', undefined],
    ['mobile-wallet payer number', '/v1/wallet/recharge/mobile-wallet', 'payer_number', 'attachment'],
    ['mobile-wallet message', '/v1/wallet/recharge/mobile-wallet', 'message', 'attachment'],
  ])('NUL in the %s: 422 on that field, nothing stored', async (_n, url, field, fileField) => {
    const base: Record<string, string> = url.includes('bank') ? question() : { ...topUp };
    const before = await rows();
    for (const ch of ['\u0000', '\u001b', '\u007f']) {
      const res = await post(
        url,
        { ...base, [field]: `${base[field]}${ch}1` },
        fileField ? { field: fileField } : undefined,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([DETAIL_MESSAGES.controlCharacters]);
    }
    expect(await rows()).toEqual(before);
  });

  it('a control character in a field name: 422 on the body', async () => {
    const res = await post('/v1/bank-questions', { ...question(), 'te\u0001xt': 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.body).toEqual([DETAIL_MESSAGES.controlCharacters]);
  });

  it('multi-line text (tab, newline) is kept', async () => {
    const res = await post('/v1/bank-questions', { ...question(), text: 'سطر أول\r\n\tسطر ثانٍ' });
    expect(res.statusCode).toBe(200);
    const top = await post('/v1/wallet/recharge/mobile-wallet', topUp, { field: 'attachment' });
    expect(top.statusCode).toBe(200);
  });
});
