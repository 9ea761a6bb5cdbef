import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransactions, notifications, topupRequests } from '../../../src/db/schema/index';
import { auditWallets } from '../../../src/domain/ledger/index';
import { getSettings, updateSettings } from '../../../src/domain/settings/index';
import { onStaffEvent } from '../../../src/domain/staff-events/index';
import { createTestApp, type TestApp } from '../../support/app';
import { bearer, type SignedUp, seedBasics, signUp } from '../../support/fixtures';
import { makeStaff, type StaffMember } from '../../support/staff';

// The desk's money (issue 32): cash, adjustment, the review queue, the cash report and the ledger;
// after each write the wallets still equal their ledgers (auditWallets). PGlite, and PostgreSQL
// with TEST_DATABASE_URL.
let t: TestApp;
let student: SignedUp;
let admin: StaffMember;
let desk: StaffMember;
let desk2: StaffMember;
/** Who won the two assistants' race to confirm the top-up: on PostgreSQL either may. */
let topupReviewer: number;

beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  student = await signUp(t.app, t.db, gradeId, { name: 'سلمى فريد' });
  admin = await makeStaff(t.db, 'admin');
  desk = await makeStaff(t.db, 'assistant', { name: 'منى المكتب' });
  desk2 = await makeStaff(t.db, 'assistant', { name: 'هالة المكتب' });
  await updateSettings(t.db, { ...(await getSettings(t.db)), enable_wallet_system: true });
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, who: { token: string }, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url: `/v1/staff${url}`,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const audits = async (action: string) =>
  (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
async function expectLedgerHolds() {
  expect((await auditWallets(t.db)).mismatches).toEqual([]);
}

describe('cash at the desk', () => {
  it('credits a recharge made by the assistant, tells the student, audits, and a double click credits once', async () => {
    const [a, b] = await Promise.all([
      call('POST', `/students/${student.user.id}/cash`, desk, { amount: 150 }, 'k-cash-1'),
      call('POST', `/students/${student.user.id}/cash`, desk, { amount: 150 }, 'k-cash-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().transaction.serial).toBe(b.json().transaction.serial);
    expect(a.json()).toMatchObject({
      balance: 150,
      transaction: { type: 'recharge', value: 150, staff: { id: desk.id, name: 'منى المكتب' } },
    });
    const rows = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, student.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffId).toBe(desk.id);
    expect(await audits('wallet.cash')).toBe(1);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.user.id), eq(notifications.type, 'recharge')));
    expect(note!.title).toBe('تم شحن رصيدك');
    await expectLedgerHolds();
    // the student's own wallet shows it
    const own = await t.app.inject({ method: 'GET', url: '/v1/wallet', headers: bearer(student.token) });
    expect(own.json().wallet.balance).toBe(150);
  });

  it('refuses amounts out of bounds, a staff account or a missing student, and moves nothing', async () => {
    for (const amount of [0, -5, 20_000.01, 1.234, 'abc']) {
      const res = await call('POST', `/students/${student.user.id}/cash`, desk, { amount });
      expect(res.statusCode, String(amount)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['amount']);
    }
    expect((await call('POST', `/students/${admin.id}/cash`, desk, { amount: 5 })).statusCode).toBe(404);
    expect((await call('POST', '/students/999999/cash', desk, { amount: 5 })).statusCode).toBe(404);
    expect(await audits('wallet.cash')).toBe(1);
  });
});

describe('the admin adjusts a balance', () => {
  it('takes with a comment, audited, replayed once; an assistant is refused by the roles table', async () => {
    const body = { amount: -50, comment: 'تصحيح خطأ' };
    const first = await call('POST', `/students/${student.user.id}/balance`, admin, body, 'adj-1');
    const again = await call('POST', `/students/${student.user.id}/balance`, admin, body, 'adj-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      balance: 100,
      transaction: { type: 'admin_balance_update', value: -50 },
    });
    expect(again.json().transaction.serial).toBe(first.json().transaction.serial);
    expect(await audits('wallet.adjust')).toBe(1);
    expect(
      (await call('POST', `/students/${student.user.id}/balance`, admin, { amount: 5 })).statusCode,
    ).toBe(422);
    const refused = await call('POST', `/students/${student.user.id}/balance`, desk, body, 'adj-2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ROLE_FORBIDDEN');
    await expectLedgerHolds();
  });

  it("reads the student's wallet with its paged ledger", async () => {
    const res = await call('GET', `/students/${student.user.id}/wallet?per_page=1`, desk);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      student: { name: 'سلمى فريد' },
      balance: 100,
      ledger: { total: 2, per_page: 1 },
    });
    expect(res.json().ledger.items[0].type).toBe('admin_balance_update');
  });
});

describe('the review queue', () => {
  async function pending(amount = 5000, attachment: string | null = null) {
    const [row] = await t.db
      .insert(topupRequests)
      .values({
        userId: student.user.id,
        method: 'mobile_wallets',
        amount,
        payerNumber: '01099998888',
        attachment,
      })
      .returning();
    return row!;
  }

  it('lists pending top-ups with the receipt for staff, confirms once however often clicked', async () => {
    mkdirSync(join(t.config.dataDir, 'private', 'receipts'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'private', 'receipts', 'r1.png'), Buffer.from('png-bytes'));
    const one = await pending(5000, '/v1/wallet/receipts/r1.png');
    const two = await pending(2000);
    const list = await call('GET', '/topups', desk);
    expect(list.json()).toMatchObject({
      total: 2,
      items: [{ id: one.id, amount: 50, payer_number: '01099998888' }, { id: two.id }],
    });
    expect(list.json().items[0].receipt_url).toBe(`/v1/staff/topups/${one.id}/receipt`);
    const receipt = await call('GET', `/topups/${one.id}/receipt`, desk);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toBe('png-bytes');
    expect((await call('GET', `/topups/${two.id}/receipt`, desk)).statusCode).toBe(404);

    const events: string[] = [];
    const stop = onStaffEvent(t.db, (k) => events.push(k));
    const [a, b] = await Promise.all([
      call('POST', '/topups/confirm', desk, { ids: [one.id] }),
      call('POST', '/topups/confirm', desk2, { ids: [one.id] }),
    ]);
    stop();
    const oks = [...a.json().results, ...b.json().results].map((r: { ok: boolean }) => r.ok).sort();
    expect(oks).toEqual([false, true]);
    expect(await audits('topup.confirm')).toBe(1);
    expect(events).toContain('topups');
    const credited = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `topup:${one.id}`));
    expect(credited).toHaveLength(1);
    topupReviewer = credited[0]!.staffId!;
    await expectLedgerHolds();

    const noReason = await call('POST', '/topups/reject', desk, { ids: [two.id] });
    expect(noReason.statusCode).toBe(422);
    const rejected = await call('POST', '/topups/reject', desk, {
      ids: [two.id, 999_999],
      comment: 'الإيصال غير واضح',
    });
    expect(rejected.json().results).toEqual([
      { id: two.id, ok: true, status: 'rejected', error: null },
      { id: 999_999, ok: false, status: null, error: 'NOT_FOUND' },
    ]);
    expect((await call('GET', '/topups', desk)).json().total).toBe(0);
    await expectLedgerHolds();
  });
});

describe('the cash report and the ledger', () => {
  it('sums each assistant’s cash of the day; an assistant sees only their own', async () => {
    await call('POST', `/students/${student.user.id}/cash`, desk2, { amount: 20.5 }, 'k-cash-2');
    const all = await call('GET', '/cash', admin);
    expect(all.statusCode).toBe(200);
    // confirmed top-ups are not cash: only the two desk movements count
    expect(all.json()).toMatchObject({ total: 170.5, count: 2 });
    expect(
      all.json().people.map((p: { staff: { id: number }; total: number }) => [p.staff.id, p.total]),
    ).toEqual([
      [desk.id, 150],
      [desk2.id, 20.5],
    ]);
    const own = await call('GET', `/cash?staff_id=${desk.id}`, desk2);
    expect(own.json()).toMatchObject({ total: 20.5, count: 1, people: [{ staff: { id: desk2.id } }] });
    expect((await call('GET', '/cash?date=2026-02-30', admin)).statusCode).toBe(422);
    expect((await call('GET', '/cash?date=2000-01-01', admin)).json()).toMatchObject({
      total: 0,
      people: [],
    });
  });

  it('lists every movement for the admin, filtered by type and staff member', async () => {
    const res = await call('GET', `/ledger?type=recharge&staff_id=${desk2.id}`, admin);
    expect(res.statusCode).toBe(200);
    // desk2's cash, and the confirmed top-up (a recharge too) when desk2 won the race to confirm it
    const theirs = topupReviewer === desk2.id ? [20.5, 50] : [20.5];
    expect(res.json().total).toBe(theirs.length);
    expect(res.json().items.map((i: { value: number }) => i.value)).toEqual(theirs);
    expect(res.json().items[0].student.id).toBe(student.user.id);
    // cash 150, the adjustment, the confirmed top-up, cash 20.5
    expect((await call('GET', '/ledger', admin)).json().total).toBe(4);
    expect((await call('GET', '/ledger', desk)).statusCode).toBe(403);
  });
});
