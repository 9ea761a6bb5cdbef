// The admin's calls beside the generic role rows (staff-roles.test.ts): settings past their
// bounds or of an unknown key, staff accounts with bad ids, roles and fields, the last admin and
// oneself, the audit export's filters, the import without a file. Each must get its 4xx and
// leave the database as it was (staff-admin.test.ts checks).

export interface AdminCtx {
  /** the admin making the calls (the only admin) */
  admin: number;
  student: number;
  assistant: number;
  /** an e-mail that already has an account */
  takenEmail: string;
}

export interface AdminRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** under /v1/staff */
  url: string;
  who: 'admin' | 'assistant';
  body?: unknown;
  status: number;
  /** the 422's field */
  field?: string;
}

const BAD_IDS = ['0', '-1', '2147483648', '1.5', '0x1', '1e1', 'abc'];
const INFO = {
  min_recharge_amount: 10,
  supported_methods: ['recharge_card'],
  mobile_wallet_number: null,
  manual_external_payments_label: null,
  manual_external_payments_instructions: null,
  manual_external_payments_alert: null,
};

export function adminRows(c: AdminCtx): AdminRow[] {
  const out: AdminRow[] = [];
  const setting = (key: string, body: unknown, status: number, field?: string) =>
    out.push({
      name: `setting ${key}: ${JSON.stringify(body).slice(0, 40)}`,
      method: 'PUT',
      url: `/settings/${key}`,
      who: 'admin',
      body,
      status,
      ...(field ? { field } : {}),
    });
  setting('transfer_fees', { value: -1 }, 422, 'value');
  setting('transfer_fees', { value: 1000.01 }, 422, 'value');
  setting('transfer_fees', { value: 1.234 }, 422, 'value');
  setting('transfer_fees', { value: null }, 422, 'value');
  setting(
    'recharge_info',
    { value: { ...INFO, min_recharge_amount: 20_001 } },
    422,
    'value.min_recharge_amount',
  );
  setting(
    'recharge_info',
    { value: { ...INFO, supported_methods: ['cash_in_hand'] } },
    422,
    'value.supported_methods.0',
  );
  setting('recharge_info', { value: { ...INFO, extra: 1 } }, 200);
  setting('max_devices_per_student', { value: 0 }, 422, 'value');
  setting('max_devices_per_student', { value: 21 }, 422, 'value');
  setting('max_devices_per_student', { value: 2.5 }, 422, 'value');
  setting('general_announcement', { value: 'ا'.repeat(2001) }, 422, 'value');
  setting('general_announcement', { value: 5 }, 422, 'value');
  setting('play_store_url', { value: 'javascript:alert(1)' }, 422, 'value');
  setting('stable_version', { value: 'latest' }, 422, 'value');
  setting('home_mode', { value: 'other' }, 422, 'value');
  setting('header_images', { value: [{ url: '' }] }, 422);
  setting('appIsDown', { value: 'true' }, 422, 'value');
  setting('appIsDown', {}, 422, 'value');
  setting('appIsDown', { value: true, other: 1 }, 422, 'other');
  for (const key of ['unknown_key', '__proto__', 'constructor', 'toString', 'grades'])
    setting(key, { value: 1 }, 404);
  // The recharge_info row with an unknown field above is stored (zod strips it): the snapshot
  // rows below must not depend on it, so it is the one accepted row, checked by its status.

  for (const id of BAD_IDS) {
    out.push({
      name: `role: id ${id}`,
      method: 'PUT',
      url: `/accounts/${id}/role`,
      who: 'admin',
      body: { role: 'assistant' },
      status: 404,
    });
    out.push({
      name: `password: id ${id}`,
      method: 'POST',
      url: `/accounts/${id}/password`,
      who: 'admin',
      status: 404,
    });
  }
  const account = (name: string, body: unknown, field: string) =>
    out.push({
      name: `create: ${name}`,
      method: 'POST',
      url: '/accounts',
      who: 'admin',
      body,
      status: 422,
      field,
    });
  const ok = { name: 'موظف', email: 'new@staff.test', role: 'assistant' };
  account('unknown role', { ...ok, role: 'owner' }, 'role');
  account('teacher without teacher', { ...ok, role: 'teacher' }, 'teacher_id');
  account('teacher of nobody', { ...ok, role: 'teacher', teacher_id: 2_000_000 }, 'teacher_id');
  account('blank name', { ...ok, name: '  ' }, 'name');
  account('bad e-mail', { ...ok, email: 'not-mail' }, 'email');
  // A chosen password (pnpm ops create-user --password) is held to the password rule.
  account('a short password', { ...ok, password: 'short' }, 'password');
  account('verified as text', { ...ok, verified: 'yes' }, 'verified');
  account('group_id given', { ...ok, group_id: 1 }, 'group_id');
  out.push({
    name: 'a student is no staff account',
    method: 'PUT',
    url: `/accounts/${c.student}/role`,
    who: 'admin',
    body: { role: 'admin' },
    status: 404,
  });
  out.push({
    name: 'a student: disabled',
    method: 'PUT',
    url: `/accounts/${c.student}/disabled`,
    who: 'admin',
    body: { disabled: true },
    status: 404,
  });
  out.push({
    name: 'demote oneself',
    method: 'PUT',
    url: `/accounts/${c.admin}/role`,
    who: 'admin',
    body: { role: 'assistant' },
    status: 422,
    field: 'role',
  });
  out.push({
    name: 'disable oneself',
    method: 'PUT',
    url: `/accounts/${c.admin}/disabled`,
    who: 'admin',
    body: { disabled: true },
    status: 422,
    field: 'disabled',
  });
  out.push({
    name: 'disabled as text',
    method: 'PUT',
    url: `/accounts/${c.assistant}/disabled`,
    who: 'admin',
    body: { disabled: 'yes' },
    status: 422,
    field: 'disabled',
  });
  out.push({
    name: 'password with a body',
    method: 'POST',
    url: `/accounts/${c.assistant}/password`,
    who: 'admin',
    body: { password: 'chosen123' },
    status: 422,
    field: 'password',
  });
  for (const q of ['per_page=101', 'page=0', 'sort=password', 'role=student', 'order=up']) {
    out.push({ name: `accounts ?${q}`, method: 'GET', url: `/accounts?${q}`, who: 'admin', status: 422 });
  }
  for (const q of [
    'from=yesterday',
    'to=2026-13-45',
    'action=DROP%20TABLE',
    'actor_id=0',
    'target_type=a-b',
  ]) {
    out.push({
      name: `audit export ?${q}`,
      method: 'GET',
      url: `/audit/export?${q}`,
      who: 'admin',
      status: 422,
    });
  }
  // One student (pnpm ops create-user): never a staff role, a taken e-mail, the password rule.
  const student = (name: string, body: unknown, field: string) =>
    out.push({
      name: `new student: ${name}`,
      method: 'POST',
      url: '/students',
      who: 'assistant',
      body,
      status: 422,
      field,
    });
  const pupil = { name: 'طالب جديد', email: 'pupil@students.test' };
  student('blank name', { ...pupil, name: ' ' }, 'name');
  student('bad e-mail', { ...pupil, email: 'pupil@' }, 'email');
  student('a taken e-mail', { ...pupil, email: c.takenEmail }, 'email');
  student('a short password', { ...pupil, password: '1234' }, 'password');
  student('verified as text', { ...pupil, verified: 'true' }, 'verified');
  student('a staff role', { ...pupil, staff_role: 'admin' }, 'staff_role');
  student('a group', { ...pupil, group_id: 1 }, 'group_id');
  out.push({
    name: 'import: mode',
    method: 'POST',
    url: '/students/import?mode=maybe',
    who: 'assistant',
    status: 422,
    field: 'mode',
  });
  out.push({
    name: 'import: json, no file',
    method: 'POST',
    url: '/students/import?mode=commit',
    who: 'assistant',
    body: { file: 'x' },
    status: 422,
    field: 'file',
  });
  return out;
}
