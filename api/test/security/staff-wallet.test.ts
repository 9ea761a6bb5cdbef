import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransactions, notifications, topupRequests } from '../../src/db/schema/index';
import { auditWallets } from '../../src/domain/ledger/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, seedBasics, signUp } from '../support/fixtures';
import { makeStaff, type StaffMember } from '../support/staff';
import { type WalletCtx, walletRows } from './rows-staff-wallet';

// The wallet area's rows (rows-staff-wallet.ts); PGlite, and PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
const staff = {} as Record<'admin' | 'assistant', StaffMember>;
let ctx: WalletCtx;

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  const student = await signUp(t.app, t.db, gradeId);
  staff.admin = await makeStaff(t.db, 'admin');
  staff.assistant = await makeStaff(t.db, 'assistant');
  ctx = { studentId: student.user.id, staffId: staff.admin.id };
}, 120_000);
afterAll(() => t?.close());

/** What a refused call must leave as it was. */
async function snapshot() {
  const n = async (
    table: typeof auditLog | typeof notifications | typeof ledgerTransactions | typeof topupRequests,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return [await n(auditLog), await n(notifications), await n(ledgerTransactions), await n(topupRequests)];
}

describe('staff wallet: bad ids, bounds, non-students, reasons and filters', () => {
  it('every row gets its answer and moves no money', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const row of walletRows(ctx)) {
      const res = await t.app.inject({
        method: row.method,
        url: row.url,
        headers: bearer(staff[row.who].token),
        ...(row.body === undefined ? {} : { payload: row.body as object }),
      });
      const body = res.json();
      const ok =
        res.statusCode === row.status &&
        (row.code === undefined || body.error === row.code) &&
        (row.field === undefined || Object.keys(body.errors ?? {}).includes(row.field));
      if (!ok) failures.push(`${row.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect((await auditWallets(t.db)).ok).toBe(true);
  });

  it('a double click of cash credits once; two assistants confirming one top-up credit it once', async () => {
    const url = `/v1/staff/students/${ctx.studentId}/cash`;
    const click = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(staff.assistant.token), 'idempotency-key': 'double-click' },
        payload: { amount: 25 },
      });
    const answers = await Promise.all([click(), click(), click()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().transaction.serial)).size).toBe(1);
    const [req] = await t.db
      .insert(topupRequests)
      .values({ userId: ctx.studentId, method: 'mobile_wallets', amount: 1000, payerNumber: '010' })
      .returning();
    const confirm = (who: StaffMember) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/staff/topups/confirm',
        headers: bearer(who.token),
        payload: { ids: [req!.id, req!.id] },
      });
    await Promise.all([confirm(staff.assistant), confirm(staff.admin)]);
    expect((await t.db.select({ n: count() }).from(ledgerTransactions))[0]!.n).toBe(2);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(2);
    expect((await auditWallets(t.db)).ok).toBe(true);
  });
});
