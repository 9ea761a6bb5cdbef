import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardBatches, payCards } from '../../src/db/schema/index';
import { makeCourse } from '../domain/_support/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { makeStaff, type StaffMember } from '../support/staff';
import { type CardsRow, cardsBoundRows, cardsIdRows } from './rows-staff-cards';

// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
let admin: StaffMember;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t.db, 'admin');
  courseId = (await makeCourse(t.db, { price: 5_000 })).id;
}, 120_000);
afterAll(() => t?.close());

const send = (row: Pick<CardsRow, 'method' | 'url' | 'body'>, key?: string) =>
  t.app.inject({
    method: row.method,
    url: row.url,
    headers: { authorization: `Bearer ${admin.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(row.body ? { payload: row.body } : {}),
  });
const batches = async () => (await t.db.select({ n: count() }).from(cardBatches))[0]!.n;

describe('staff cards: bad input is refused and writes nothing', () => {
  it.each([...cardsBoundRows, ...cardsIdRows])('$name → $status', async (row) => {
    const before = await batches();
    const res = await send(row);
    expect(res.statusCode).toBe(row.status);
    if (row.field) {
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toContain(row.field);
      if (row.message) expect(errors[row.field]).toContain(row.message);
    }
    if (row.code) expect(res.json().error).toBe(row.code);
    expect(await batches()).toBe(before);
  });

  it('two clicks with one Idempotency-Key, even at once, make one batch', async () => {
    const row = {
      method: 'POST' as const,
      url: '/v1/staff/card-batches',
      body: { kind: 'pay', scope: 'course', scope_id: courseId, value: 50, count: 3 },
    };
    const before = await batches();
    const [a, b] = await Promise.all([send(row, 'twice'), send(row, 'twice')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await batches()).toBe(before + 1);
    expect((await t.db.select({ n: count() }).from(payCards))[0]!.n).toBe(3);
  });

  it('void twice changes once', async () => {
    const made = await send({
      method: 'POST',
      url: '/v1/staff/card-batches',
      body: { kind: 'recharge', scope: 'balance', value: 5, count: 1 },
    });
    const url = `/v1/staff/card-batches/${made.json().id}/void`;
    expect((await send({ method: 'POST', url, body: {} })).json()).toMatchObject({
      changed: true,
      voided: 1,
    });
    expect((await send({ method: 'POST', url, body: {} })).json()).toMatchObject({
      changed: false,
      voided: 0,
    });
  });
});
