import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, registerBody, seedBasics, signUp } from '../support/fixtures';

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
