import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index';
import { verifyPassword } from '../../../src/lib/crypto';
import { createTestApp, type TestApp } from '../../support/app';
import { makeStaff, makeTeacher, type StaffMember } from '../../support/staff';

let t: TestApp;
let admin: StaffMember;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who = admin) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload ? { payload } : {}),
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/login', payload: { email, password } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeStaff(t.db, 'admin');
});
afterAll(() => t.close());

describe('staff accounts', () => {
  it('creates an assistant with a temporary password shown once, who can sign in', async () => {
    const res = await call('POST', '/v1/staff/accounts', {
      name: 'سارة المساعدة',
      email: 'Sara@Centre.test',
      role: 'assistant',
    });
    expect(res.statusCode).toBe(201);
    const { data, password } = res.json();
    expect(data).toMatchObject({
      email: 'sara@centre.test',
      role: 'assistant',
      disabled: false,
      must_set_password: true,
    });
    expect(password).toMatch(/^[\w-]{12}$/);
    const signIn = await login('sara@centre.test', password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ groupId: 2, staff_role: 'assistant' });
    const audit = await call('GET', `/v1/staff/audit?action=staff.create&target_id=${data.id}`);
    expect(audit.json().items[0].after).toEqual({
      name: 'سارة المساعدة',
      email: 'sara@centre.test',
      role: 'assistant',
      teacher_id: null,
      disabled: false,
    });
    expect(JSON.stringify(audit.json())).not.toContain(password);
  });

  it('a chosen password (pnpm ops create-user --password) is as temporary, never in the audit; verified false', async () => {
    const res = await call('POST', '/v1/staff/accounts', {
      name: 'مساعد الشباك',
      email: 'window@centre.test',
      role: 'assistant',
      password: 'chosen-pass-9',
      verified: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ password: 'chosen-pass-9', data: { must_set_password: true } });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'window@centre.test'));
    expect(row?.emailVerifiedAt).toBeNull();
    expect(await verifyPassword(row!.passwordHash, 'chosen-pass-9')).toBe(true);
    const audit = await call('GET', `/v1/staff/audit?action=staff.create&target_id=${row!.id}`);
    expect(audit.json().items).toHaveLength(1);
    expect(JSON.stringify(audit.json())).not.toContain('chosen-pass-9');
  });

  it('a teacher account names an existing catalogue teacher', async () => {
    const none = await call('POST', '/v1/staff/accounts', {
      name: 'مدرس',
      email: 't1@centre.test',
      role: 'teacher',
    });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['teacher_id']);
    const ghost = await call('POST', '/v1/staff/accounts', {
      name: 'مدرس',
      email: 't1@centre.test',
      role: 'teacher',
      teacher_id: 99999,
    });
    expect(ghost.statusCode).toBe(422);
    const teacherId = await makeTeacher(t.db, 'أ. أحمد');
    const ok = await call('POST', '/v1/staff/accounts', {
      name: 'مدرس',
      email: 't1@centre.test',
      role: 'teacher',
      teacher_id: teacherId,
    });
    expect(ok.json().data.teacher).toEqual({ id: teacherId, name: 'أ. أحمد' });
    // No groupId for a teacher: the login answer's staff_role is what sends them to /staff.
    const teacher = (await login('t1@centre.test', ok.json().password)).json().user;
    expect(teacher).toMatchObject({ groupId: null, staff_role: 'teacher' });
    const taken = await call('POST', '/v1/staff/accounts', {
      name: 'مدرس',
      email: 't1@centre.test',
      role: 'assistant',
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
  });

  it('lists staff only, searched and filtered by role', async () => {
    const res = await call('GET', '/v1/staff/accounts?role=assistant&q=sara');
    expect(res.json().items.map((a: { email: string }) => a.email)).toEqual(['sara@centre.test']);
    const all = await call('GET', '/v1/staff/accounts?per_page=100');
    expect(all.json().items.every((a: { role: string }) => a.role)).toBe(true);
    expect((await call('GET', '/v1/staff/accounts?per_page=1000')).statusCode).toBe(422);
  });

  it('the last admin cannot be demoted or disabled, and an admin never changes themselves', async () => {
    const self = await call('PUT', `/v1/staff/accounts/${admin.id}/role`, { role: 'assistant' });
    expect(self.statusCode).toBe(422);
    expect(Object.keys(self.json().errors)).toEqual(['role']);
    const other = await makeStaff(t.db, 'admin');
    // Two admins: the other may demote this one, then this one is the last.
    const demote = await call('PUT', `/v1/staff/accounts/${admin.id}/role`, { role: 'assistant' }, other);
    expect(demote.json().data.role).toBe('assistant');
    const last = await call('PUT', `/v1/staff/accounts/${other.id}/disabled`, { disabled: true }, other);
    expect(last.statusCode).toBe(422);
  });

  it('disabling ends the sessions and refuses sign-in; enabling gives it back; a new password is shown once', async () => {
    const boss = await makeStaff(t.db, 'admin');
    const desk = await makeStaff(t.db, 'assistant');
    const off = await call('PUT', `/v1/staff/accounts/${desk.id}/disabled`, { disabled: true }, boss);
    expect(off.json().data.disabled).toBe(true);
    expect((await call('GET', '/v1/staff/me', undefined, desk)).statusCode).toBe(401);
    const reset = await call('POST', `/v1/staff/accounts/${desk.id}/password`, undefined, boss);
    const { password } = reset.json();
    expect((await login(desk.email, password)).statusCode).toBe(403);
    await call('PUT', `/v1/staff/accounts/${desk.id}/disabled`, { disabled: false }, boss);
    expect((await login(desk.email, password)).statusCode).toBe(200);
    const actions = (
      await call('GET', `/v1/staff/audit?target_type=user&target_id=${desk.id}`, undefined, boss)
    )
      .json()
      .items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['staff.enable', 'staff.password.reset', 'staff.disable']);
  });

  it('an unknown id is 404', async () => {
    const boss = await makeStaff(t.db, 'admin');
    const res = await call('PUT', '/v1/staff/accounts/999999/disabled', { disabled: true }, boss);
    expect(res.statusCode).toBe(404);
  });
});
