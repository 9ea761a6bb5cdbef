import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { makeStaff, type StaffMember } from '../support/staff';
import { dashboardBadRangeRows } from './rows-staff-dashboard';

// Runs on PGlite, and on PostgreSQL where TEST_DATABASE_URL is set (createTestApp picks).
let t: TestApp;
let admin: StaffMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t.db, 'admin');
});
afterAll(() => t?.close());

describe('staff dashboard: the range is bounded', () => {
  it.each(dashboardBadRangeRows)('$name → 422 on $field', async (row) => {
    const res = await t.app.inject({
      method: 'GET',
      url: row.url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toContain(row.field);
    if (row.message) expect(errors[row.field]).toContain(row.message);
  });
});
