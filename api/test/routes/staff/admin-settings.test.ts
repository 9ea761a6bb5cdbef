import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { makeStaff, type StaffMember } from '../../support/staff';

let t: TestApp;
let admin: StaffMember;
const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin.token}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t.db, 'admin');
});
afterAll(() => t.close());

describe('GET /v1/staff/settings', () => {
  it('lists every setting with its group, value and bounded schema', async () => {
    const res = await call('GET', '/v1/staff/settings');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      key: string;
      group: string;
      value: unknown;
      schema: Record<string, unknown>;
    }[];
    const fees = items.find((i) => i.key === 'transfer_fees');
    expect(fees).toMatchObject({
      group: 'payments',
      value: 0,
      schema: { type: 'number', minimum: 0, maximum: 1000 },
    });
    expect(items.find((i) => i.key === 'general_announcement')).toMatchObject({
      group: 'announcement',
      value: null,
    });
    expect(items.map((i) => i.key)).toContain('max_devices_per_student');
  });
});

describe('PUT /v1/staff/settings/:key', () => {
  it('changes the announcement, GET /app shows it at once, and the audit keeps before and after', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/app' }); // fills the one-second cache
    const res = await call('PUT', '/v1/staff/settings/general_announcement', {
      value: '  امتحان الشهر يوم السبت  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'general_announcement', value: 'امتحان الشهر يوم السبت' });
    const app = await t.app.inject({ method: 'GET', url: '/v1/app' });
    expect(app.json().general_announcement).toBe('امتحان الشهر يوم السبت');
    const audit = await call('GET', '/v1/staff/audit?action=settings.update&target_id=general_announcement');
    expect(audit.json().items[0]).toMatchObject({
      actor: { id: admin.id },
      target_type: 'setting',
      before: { general_announcement: null },
      after: { general_announcement: 'امتحان الشهر يوم السبت' },
    });
  });

  it('a blank announcement clears it', async () => {
    const res = await call('PUT', '/v1/staff/settings/general_announcement', { value: '   ' });
    expect(res.json().data.value).toBeNull();
  });

  it('refuses a value past its bounds with 422 under the field, and changes nothing', async () => {
    const fee = await call('PUT', '/v1/staff/settings/transfer_fees', { value: 5000 });
    expect(fee.statusCode).toBe(422);
    expect(Object.keys(fee.json().errors)).toEqual(['value']);
    const min = await call('PUT', '/v1/staff/settings/recharge_info', {
      value: {
        min_recharge_amount: -1,
        supported_methods: ['recharge_card'],
        mobile_wallet_number: null,
        manual_external_payments_label: null,
        manual_external_payments_instructions: null,
        manual_external_payments_alert: null,
      },
    });
    expect(min.statusCode).toBe(422);
    expect(Object.keys(min.json().errors)).toEqual(['value.min_recharge_amount']);
    const wrongType = await call('PUT', '/v1/staff/settings/appIsDown', { value: 'yes' });
    expect(wrongType.statusCode).toBe(422);
    const app = await t.app.inject({ method: 'GET', url: '/v1/app' });
    expect(app.json()).toMatchObject({ transfer_fees: 0, appIsDown: false });
  });

  it('takes the fee as typed in a form (text) and an unknown key is 404', async () => {
    const fee = await call('PUT', '/v1/staff/settings/transfer_fees', { value: '2.50' });
    expect(fee.json().data.value).toBe(2.5);
    const unknown = await call('PUT', '/v1/staff/settings/__proto__', { value: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /v1/staff/audit/export', () => {
  it('is the filtered log as CSV, newest first, a formula kept as text', async () => {
    await call('PUT', '/v1/staff/settings/welcome_msg', { value: '=HYPERLINK("http://evil")' });
    const res = await call('GET', '/v1/staff/audit/export?action=settings.update&target_id=welcome_msg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,actor_id,actor_name,actor_role,action,target_type,target_id,before,after,ip,user_agent',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"settings.update","setting","welcome_msg"');
    // The JSON of after starts with '{', so the formula sits inside it; the value alone is checked too.
    expect(lines[1]).toContain('""=HYPERLINK(');
  });
});
