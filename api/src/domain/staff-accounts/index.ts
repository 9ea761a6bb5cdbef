import { randomBytes } from 'node:crypto';
import { ERROR_MESSAGES } from '@app/shared-contracts/errors';
import {
  groupIdOfRole,
  STAFF_ACCOUNT_MESSAGES,
  type StaffAccount,
  type StaffAccountCreateBody,
  type StaffAccountRoleBody,
  type StaffAccountsPage,
  type StaffAccountsQuery,
  staffPaging,
} from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { hashPassword } from '../../lib/crypto';
import { recordAudit, type StaffActor } from '../audit/index';
import { revokeUserTokens } from '../auth/tokens';
import { DomainError, FieldError } from '../errors';
import {
  emailTaken,
  findStaffAccount,
  findStaffPage,
  insertStaff,
  lockActiveAdmins,
  type StaffAccountRow,
  teacherExists,
  updateStaff,
} from './accounts-repository';

// Staff accounts (admin, issue 32). Every change is audited in its transaction; the centre always
// keeps one admin who can sign in, and an admin never demotes or disables themselves.

function toDto(r: StaffAccountRow): StaffAccount {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role ?? 'assistant',
    teacher: r.teacherId && r.teacherName ? { id: r.teacherId, name: r.teacherName } : null,
    disabled: r.blockedAt !== null,
    must_set_password: r.mustSetPassword,
    created_at: r.createdAt.toISOString(),
  };
}

/** What the audit keeps of an account (never a password). */
const auditView = (r: StaffAccountRow) => ({
  name: r.name,
  email: r.email,
  role: r.role,
  teacher_id: r.teacherId,
  disabled: r.blockedAt !== null,
});

/** 12 url-safe characters: shown once to the admin, replaced by the owner at the next sign-in. */
const temporaryPassword = () => randomBytes(9).toString('base64url');

export async function listStaffAccounts(db: Db, q: StaffAccountsQuery): Promise<StaffAccountsPage> {
  const { page, perPage, offset } = staffPaging(q);
  const { rows, total } = await findStaffPage(
    db,
    { q: q.q || undefined, role: q.role },
    { limit: perPage, offset, sort: q.sort ?? 'created_at', ascending: q.order === 'asc' },
  );
  return { items: rows.map(toDto), total, page, per_page: perPage };
}

async function checkTeacher(db: Db, role: string, teacherId: number | null | undefined) {
  if (role !== 'teacher') return null;
  if (!teacherId || !(await teacherExists(db, teacherId))) {
    throw new FieldError({ teacher_id: [STAFF_ACCOUNT_MESSAGES.unknownTeacher] });
  }
  return teacherId;
}

async function mustFind(db: Db, id: number): Promise<StaffAccountRow> {
  const row = await findStaffAccount(db, id, true);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** Refuses a change that would leave no admin able to sign in, or one made on oneself. */
async function guardAdmins(db: Db, actor: StaffActor, target: StaffAccountRow, field: string) {
  if (target.id === actor.id) throw new FieldError({ [field]: [STAFF_ACCOUNT_MESSAGES.notYourself] });
  if (target.role !== 'admin' || target.blockedAt) return;
  const admins = await lockActiveAdmins(db);
  if (admins.filter((id) => id !== target.id).length === 0) {
    throw new FieldError({ [field]: [STAFF_ACCOUNT_MESSAGES.lastAdmin] });
  }
}

export async function createStaffAccount(
  db: Db,
  actor: StaffActor,
  body: StaffAccountCreateBody,
): Promise<{ data: StaffAccount; password: string }> {
  // A chosen password (pnpm ops create-user --password) is as temporary as a generated one.
  const password = body.password ?? temporaryPassword();
  const passwordHash = await hashPassword(password);
  const data = await db.transaction(async (tx) => {
    if (await emailTaken(tx, body.email)) throw new FieldError({ email: [ERROR_MESSAGES.EMAIL_TAKEN] });
    const teacherId = await checkTeacher(tx, body.role, body.teacher_id);
    const id = await insertStaff(tx, {
      name: body.name,
      email: body.email,
      passwordHash,
      emailVerifiedAt: body.verified === false ? null : new Date(),
      mustSetPassword: true,
      staffRole: body.role,
      groupId: groupIdOfRole(body.role),
      teacherId,
    });
    const row = await mustFind(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.create',
      targetType: 'user',
      targetId: id,
      after: auditView(row),
    });
    return toDto(row);
  });
  return { data, password };
}

export async function changeStaffRole(
  db: Db,
  actor: StaffActor,
  id: number,
  body: StaffAccountRoleBody,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id);
    const teacherId = await checkTeacher(tx, body.role, body.teacher_id);
    if (before.role === body.role && before.teacherId === teacherId) return toDto(before);
    if (before.role !== body.role) await guardAdmins(tx, actor, before, 'role');
    await updateStaff(tx, id, { staffRole: body.role, groupId: groupIdOfRole(body.role), teacherId });
    const after = await mustFind(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.role',
      targetType: 'user',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return toDto(after);
  });
}

/** Disabling ends every session of the account at once; enabling lets it sign in again. */
export async function setStaffDisabled(
  db: Db,
  actor: StaffActor,
  id: number,
  disabled: boolean,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, id);
    if ((before.blockedAt !== null) === disabled) return toDto(before);
    if (disabled) await guardAdmins(tx, actor, before, 'disabled');
    await updateStaff(tx, id, { blockedAt: disabled ? new Date() : null });
    if (disabled) await revokeUserTokens(tx, id);
    const after = await mustFind(tx, id);
    await recordAudit(tx, actor, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      targetType: 'user',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return toDto(after);
  });
}

/** A new temporary password, shown once; the account's sessions end and it must set its own. */
export async function resetStaffPassword(
  db: Db,
  actor: StaffActor,
  id: number,
): Promise<{ data: StaffAccount; password: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const data = await db.transaction(async (tx) => {
    const before = await mustFind(tx, id);
    await updateStaff(tx, id, { passwordHash, mustSetPassword: true });
    await revokeUserTokens(tx, id);
    await recordAudit(tx, actor, { action: 'staff.password.reset', targetType: 'user', targetId: id });
    return toDto({ ...before, mustSetPassword: true });
  });
  return { data, password };
}
