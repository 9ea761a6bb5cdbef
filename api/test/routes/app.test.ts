import { appDataSchema } from '@app/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { seedBasics } from '../support/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBasics(t.db);
});
afterAll(() => t.close());

describe('GET /v1/app', () => {
  it('answers every app-data field, with grades and categories from their tables', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/app' });
    expect(res.statusCode).toBe(200);
    const body = appDataSchema.strict().parse(res.json());
    expect(body.grades.map((g) => g.name)).toEqual([
      'الصف الأول الثانوي',
      'الصف الثاني الثانوي',
      'الصف الثالث الثانوي',
    ]);
    expect(body.categories).toHaveLength(2);
    expect(body.email_verification).toBe(true);
  });

  it('reflects stored settings', async () => {
    await updateSettings(t.db, { appIsDown: true, contact_phone: '01000000000' });
    const body = (await t.app.inject({ method: 'GET', url: '/v1/app' })).json();
    expect(body.appIsDown).toBe(true);
    expect(body.contact_phone).toBe('01000000000');
    await updateSettings(t.db, { appIsDown: false });
  });

  it('answers unknown paths with NOT_FOUND in Arabic', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
