import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, registerBody, seedBasics, signUp } from '../support/fixtures';

// Issue 8, finding 6: ids are positive 32-bit integers; loose number forms are refused.
let t: TestApp;
let gradeId: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  token = (await signUp(t.app, t.db, gradeId)).token;
});
afterAll(async () => {
  await t?.close();
});

describe('ids in bodies and queries', () => {
  it.each([
    [0, 'المعرّف غير صحيح'],
    [-3, 'المعرّف غير صحيح'],
    [2 ** 31, 'المعرّف غير صحيح'],
    [1.5, 'المعرّف غير صحيح'],
    ['0x1', 'المعرّف غير صحيح'],
    ['1e1', 'المعرّف غير صحيح'],
  ])('grade_id %j in the profile is 422 with its message', async (grade, message) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/profile',
      headers: bearer(token),
      payload: { grade_id: grade },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.grade_id).toEqual([message]);
  });

  it.each(['0x1', '2147483648', '1e2', 'Infinity'])('courses?grade_id=%s is 422, not 500', async (value) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/courses?grade_id=${value}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('grade_id');
  });

  it('Arabic-Indic digits still read as the number they are', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: registerBody(gradeId, {
        grade_id: String(gradeId).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
      }),
    });
    expect(res.statusCode).toBe(200);
  });
});
