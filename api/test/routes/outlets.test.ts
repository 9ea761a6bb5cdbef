import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OUTLETS, seedOutlets } from '../../src/cli/seed-outlets';
import { outlets } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /outlets', () => {
  it('is empty until staff add centres, then lists them for guests by governorate and city', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/outlets' })).json()).toEqual({ data: [] });
    await seedOutlets(t.db);
    await seedOutlets(t.db); // once only
    await t.db
      .insert(outlets)
      .values({ name: 'مركز جديد', governorate: 'أسوان', city: 'أسوان', address: 'شارع النيل' });
    const { data } = (await t.app.inject({ method: 'GET', url: '/v1/outlets' })).json();
    expect(data).toHaveLength(DEMO_OUTLETS.length + 1);
    expect(new Set(data.map((o: { governorate: string }) => o.governorate)).size).toBeGreaterThanOrEqual(5);
    expect(data.find((o: { name: string }) => o.name === 'مركز جديد')).toMatchObject({
      phone: null,
      map_url: null,
      city: 'أسوان',
    });
    expect(data.find((o: { name: string }) => o.name === DEMO_OUTLETS[0]!.name).map_url).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
  });
});
