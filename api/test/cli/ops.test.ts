import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessTokens,
  auditLog,
  cardBatches,
  ledgerTransactions,
  notifications,
  payCards,
  rechargeCards,
  users,
} from '../../src/db/schema/index';
import { issueToken } from '../../src/domain/auth/tokens';
import { getBalance } from '../../src/domain/ledger/index';
import { verifyPassword } from '../../src/lib/crypto';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { useOpsDb } from './ops-test-kit';

describe('pnpm ops', () => {
  const { db, ops } = useOpsDb();

  it('prints the usage with exit code 2 for no or an unknown command, 0 for help', async () => {
    expect((await ops()).code).toBe(2);
    const unknown = await ops('launch-rockets');
    expect(unknown.code).toBe(2);
    expect(unknown.errors).toContain('unknown command launch-rockets');
    expect(unknown.errors).toContain('adjust-balance <email> <amount>');
    expect((await ops('help')).code).toBe(0);
  });

  it('create-user makes a confirmed account and prints a generated password', async () => {
    const r = await ops(
      'create-user',
      '--email',
      'Staff@Example.com',
      '--name',
      'موظف الدعم',
      '--group',
      'admin',
    );
    expect(r.code).toBe(0);
    const password = r.lines.find((l) => l.startsWith('password: '))?.slice(10);
    const [u] = await db().select().from(users).where(eq(users.email, 'staff@example.com'));
    // A staff account goes through the api (POST /staff/accounts), audited as the --as admin.
    expect(u).toMatchObject({ name: 'موظف الدعم', groupId: 1, staffRole: 'admin' });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(u!.id)));
    expect(row?.action).toBe('staff.create');
    expect(u?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(u!.passwordHash, password!)).toBe(true);
    // A taken e-mail is refused (1); a name the api's nameSchema refuses is wrong usage (2).
    expect((await ops('create-user', '--email', 'staff@example.com', '--name', 'مكرر')).code).toBe(1);
    expect((await ops('create-user', '--email', 'other@example.com', '--name', 'x')).code).toBe(2);
    expect((await ops('create-user', '--email', 'nope', '--name', 'x')).code).toBe(2);
    expect((await ops('create-user', '--email', 'a@b.co', '--name', 'x', '--password', 'short')).code).toBe(
      2,
    );
    expect((await ops('create-user', '--bogus')).code).toBe(2);
  });

  it('create-user of a student goes through POST /staff/students: generated or chosen password, --unverified', async () => {
    const made = await ops('create-user', '--email', 'New.Student@example.com', '--name', 'طالب جديد');
    expect(made.code, made.errors).toBe(0);
    const [u] = await db().select().from(users).where(eq(users.email, 'new.student@example.com'));
    expect(made.lines[0]).toBe(`created user ${u!.id} new.student@example.com`);
    const password = made.lines.find((l) => l.startsWith('password: '))?.slice(10);
    expect(u).toMatchObject({ staffRole: null, groupId: null, mustSetPassword: true });
    expect(u?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(u!.passwordHash, password!)).toBe(true);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(u!.id)), eq(auditLog.action, 'student.create')));
    expect(audit?.after).toMatchObject({ email: 'new.student@example.com', verified: true });

    const chosen = await ops(
      'create-user',
      '--email',
      'chosen@example.com',
      '--name',
      'طالب آخر',
      '--password',
      'chosen-pass-1',
      '--unverified',
    );
    expect(chosen.code, chosen.errors).toBe(0);
    expect(chosen.lines).toHaveLength(1);
    const [c] = await db().select().from(users).where(eq(users.email, 'chosen@example.com'));
    expect(c?.emailVerifiedAt).toBeNull();
    expect(await verifyPassword(c!.passwordHash, 'chosen-pass-1')).toBe(true);
    const taken = await ops('create-user', '--email', 'chosen@example.com', '--name', 'مكرر');
    expect(taken.code).toBe(1);
    expect(taken.errors).toContain('chosen@example.com already has an account');
  });

  it('create-user --group with a chosen password goes through POST /staff/accounts', async () => {
    const r = await ops(
      'create-user',
      '--email',
      'desk@example.com',
      '--name',
      'مساعد المكتب',
      '--group',
      'leader',
      '--password',
      'desk-pass-123',
    );
    expect(r.code, r.errors).toBe(0);
    expect(r.lines).toHaveLength(1);
    const [u] = await db().select().from(users).where(eq(users.email, 'desk@example.com'));
    expect(u).toMatchObject({ staffRole: 'assistant', groupId: 2, mustSetPassword: true });
    expect(await verifyPassword(u!.passwordHash, 'desk-pass-123')).toBe(true);
  });

  it('adjust-balance writes an admin_balance_update row with its comment and a notification', async () => {
    await ops(
      'create-user',
      '--email',
      'student@example.com',
      '--name',
      'طالب',
      '--password',
      'password-123',
    );
    const [u] = await db().select().from(users).where(eq(users.email, 'student@example.com'));
    const up = await ops('adjust-balance', 'student@example.com', '120.50', '--comment', 'تعويض عن عطل');
    expect(up.code).toBe(0);
    expect(up.lines[0]).toMatch(/^TX-\w{10}: 120.50 EGP for student@example.com, balance now 120.50 EGP$/);
    const down = await ops('adjust-balance', 'student@example.com', '-20', '--comment', 'تصحيح');
    expect(down.code).toBe(0);
    expect(await getBalance(db(), u!.id)).toBe(10_050);
    const rows = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, u!.id));
    expect(rows.map((r) => [r.type, r.value, r.comment])).toEqual([
      ['admin_balance_update', 12_050, 'تعويض عن عطل'],
      ['admin_balance_update', -2_000, 'تصحيح'],
    ]);
    const notes = await db().select().from(notifications).where(eq(notifications.userId, u!.id));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ type: 'admin_message', to: '/wallet' });
    expect(notes[0]?.content).toContain('تعويض عن عطل');
  });

  it('adjust-balance refuses bad input and overdrafts without moving money', async () => {
    const [u] = await db().select().from(users).where(eq(users.email, 'student@example.com'));
    const before = await getBalance(db(), u!.id);
    expect((await ops('adjust-balance', 'student@example.com', '10')).code).toBe(2);
    expect((await ops('adjust-balance', 'student@example.com', '1.005', '--comment', 'x')).code).toBe(2);
    expect((await ops('adjust-balance', 'student@example.com', '0', '--comment', 'x')).code).toBe(2);
    expect((await ops('adjust-balance', 'ghost@example.com', '5', '--comment', 'x')).code).toBe(1);
    const over = await ops('adjust-balance', 'student@example.com', '-100000', '--comment', 'x');
    expect(over.code).toBe(1);
    expect(over.errors).toContain('رصيد المحفظة غير كافي');
    expect(await getBalance(db(), u!.id)).toBe(before);
  });

  it('issue-paycards prints codes bound to a course or lecture with an expiry', async () => {
    const course = await makeCourse(db());
    const lecture = await makeLecture(db(), course.id);
    // An expiry must lie ahead (ops-bounds.ts): the first of January next year.
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const r = await ops(
      'issue-paycards',
      '--value',
      '100',
      '--count',
      '5',
      '--course',
      String(course.id),
      '--expires',
      nextYear,
    );
    expect(r.code).toBe(0);
    const codes = r.lines.slice(1);
    expect(codes).toHaveLength(5);
    const rows = await db().select().from(payCards).where(eq(payCards.courseId, course.id));
    expect(rows.map((c) => c.code).sort()).toEqual([...codes].sort());
    expect(rows[0]).toMatchObject({ value: 10_000, expiresAt: new Date(`${nextYear}T23:59:59Z`) });
    const l = await ops('issue-paycards', '--value', '25.5', '--count', '2', '--lecture', String(lecture.id));
    expect(l.code).toBe(0);
    expect(l.lines[0]).toContain(`lecture ${lecture.id} up to 25.50 EGP`);
    expect((await ops('issue-paycards', '--value', '10', '--course', '1', '--lecture', '1')).code).toBe(2);
    // Through the staff api (decision 0041): an unknown course is the api's 422 under scope_id.
    const unknown = await ops('issue-paycards', '--value', '10', '--course', '999999');
    expect(unknown.code).toBe(2);
    expect(unknown.errors).toContain('scope_id');
    expect((await ops('issue-paycards', '--value', 'abc')).code).toBe(2);
    expect((await ops('issue-paycards', '--value', '10', '--expires', '2027-13-45')).code).toBe(2);
    expect((await ops('issue-paycards', '--value', '10', '--count', '0')).code).toBe(2);
  });

  it('issue-paycards for any course, and bound to one student (--user), through a batch of scope any', async () => {
    const any = await ops('issue-paycards', '--value', '40', '--count', '3', '--batch', 'open-day');
    expect(any.code, any.errors).toBe(0);
    expect(any.lines[0]).toBe('3 pay-cards for any course or lecture up to 40.00 EGP:');
    const [batch] = await db().select().from(cardBatches).where(eq(cardBatches.label, 'open-day'));
    expect(batch).toMatchObject({ kind: 'paycard', scope: 'any', courseId: null, lectureId: null, count: 3 });
    const cards = await db().select().from(payCards).where(eq(payCards.batchId, batch!.id));
    expect(cards.map((c) => c.code).sort()).toEqual(any.lines.slice(1).sort());
    expect(cards.every((c) => c.courseId === null && c.lectureId === null && c.userId === null)).toBe(true);

    const [student] = await db().select().from(users).where(eq(users.email, 'student@example.com'));
    const bound = await ops('issue-paycards', '--value', '15', '--user', 'student@example.com');
    expect(bound.code, bound.errors).toBe(0);
    const [code] = bound.lines.slice(1);
    const [card] = await db().select().from(payCards).where(eq(payCards.code, code!));
    expect(card).toMatchObject({ userId: student!.id, courseId: null, value: 1_500 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cards.batch.create'), eq(auditLog.targetId, String(card!.batchId))));
    expect(audit?.after).toMatchObject({ scope: 'any', student_id: student!.id });

    const ghost = await ops('issue-paycards', '--value', '15', '--user', 'ghost@example.com');
    expect(ghost.code).toBe(1);
    expect(ghost.errors).toContain('no student with e-mail ghost@example.com');
    expect((await ops('issue-recharge-cards', '--value', '15', '--user', 'student@example.com')).code).toBe(
      2,
    );
  });

  it('issue-recharge-cards and audit', async () => {
    const r = await ops('issue-recharge-cards', '--value', '50', '--count', '3');
    expect(r.code).toBe(0);
    expect(await db().select().from(rechargeCards)).toHaveLength(3);
    const a = await ops('audit');
    expect(a.code).toBe(0);
    expect(a.lines[0]).toMatch(/^ok: \d+ wallets/);
  });
  it('sessions lists the live sign-ins of an account and --revoke signs them all out', async () => {
    const [u] = await db().select().from(users).where(eq(users.email, 'student@example.com'));
    await issueToken(db(), u!.id);
    await issueToken(db(), u!.id);
    const listed = await ops('sessions', 'student@example.com');
    expect(listed.code).toBe(0);
    expect(listed.lines.filter((l) => l.startsWith('#')).length).toBeGreaterThanOrEqual(2);
    const revoked = await ops('sessions', 'student@example.com', '--revoke');
    expect(revoked.code).toBe(0);
    const live = await db()
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, u!.id), isNull(accessTokens.revokedAt)));
    expect(live).toEqual([]);
    expect((await ops('sessions')).code).toBe(2);
  });
});
