import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index';
import { makeUser } from '../domain/_support/db';
import { createTestApp, type TestApp } from '../support/app';
import { bearer } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';
import { type AdminCtx, type AdminRow, adminRows } from './rows-staff-admin';

// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
let ctx: AdminCtx;
const staff: Record<string, StaffMember> = {};

async function snapshot(): Promise<string> {
  const [audit] = await t.db.select({ n: count() }).from(schema.auditLog);
  const people = await t.db
    .select({
      id: schema.users.id,
      r: schema.users.staffRole,
      b: schema.users.blockedAt,
      h: schema.users.passwordHash,
    })
    .from(schema.users)
    .orderBy(schema.users.id);
  const settings = await t.db
    .select({ k: schema.settings.key, v: schema.settings.value })
    .from(schema.settings)
    .orderBy(schema.settings.key);
  return JSON.stringify({ audit: audit?.n, people, settings });
}

beforeAll(async () => {
  t = await createTestApp();
  staff.admin = await makeStaff(t.db, 'admin');
  staff.assistant = await makeStaff(t.db, 'assistant');
  ctx = {
    admin: staff.admin.id,
    assistant: staff.assistant.id,
    student: await makeUser(t.db),
    takenEmail: staff.assistant.email,
  };
}, 120_000);
afterAll(() => t?.close());

function send(row: AdminRow) {
  return t.app.inject({
    method: row.method,
    url: `/v1/staff${row.url}`,
    headers: bearer(staff[row.who]!.token),
    ...(row.body !== undefined ? { payload: row.body as object } : {}),
  });
}

describe('staff admin: bad input changes nothing', () => {
  it('has its rows', () => expect(adminRows(ctx).length).toBeGreaterThan(50));
  it.each(Array.from({ length: 80 }, (_, i) => i))('row %i', async (i) => {
    const row = adminRows(ctx)[i];
    if (!row) return;
    const before = await snapshot();
    const res = await send(row);
    expect(res.statusCode, `${row.name}: ${res.body}`).toBe(row.status);
    if (row.field) expect(Object.keys(res.json().errors ?? {}), row.name).toContain(row.field);
    if (row.status !== 200) expect(await snapshot(), row.name).toBe(before);
  });
});
