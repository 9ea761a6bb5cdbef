import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../../../src/db/index';
import { ledgerTransactions, wallets } from '../../../src/db/schema/index';
import {
  adjustBalance,
  auditWallets,
  credit,
  debit,
  getBalance,
  getWallet,
  isDomainError,
  listTransactions,
  transferBalance,
} from '../../../src/domain/ledger/index';
import { issueRechargeCards, redeemRechargeCard } from '../../../src/domain/paycards/index';
import { type DbFactory, makeUser, tally } from '../_support/db';

/** The same money tests run on in-memory PGlite and on a real PostgreSQL server. */
export function ledgerSuite(label: string, factory: DbFactory) {
  describe(`ledger on ${label}`, () => {
    let handle: DbHandle;
    let db: Db;
    beforeAll(async () => {
      handle = await factory();
      db = handle.db;
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('credits and debits with signed rows and balance_after', async () => {
      const user = await makeUser(db);
      const c = await credit(db, { userId: user, amount: 50_000, type: 'recharge' });
      expect(c.balance).toBe(50_000);
      expect(c.transaction.value).toBe(50_000);
      expect(c.transaction.serial).toMatch(/^TX-[A-Z2-9]{10}$/);
      const d = await debit(db, { userId: user, amount: 12_050, type: 'course_purchase' });
      expect(d.balance).toBe(37_950);
      expect(d.transaction.value).toBe(-12_050);
      expect(d.transaction.balanceAfter).toBe(37_950);
      expect(await getBalance(db, user)).toBe(37_950);
      const list = await listTransactions(db, user);
      expect(list.items.map((t) => t.value)).toEqual([-120.5, 500]);
      expect(list.items[0]?.balance_after).toBe(379.5);
    });

    it('refuses a debit above the balance with BALANCE_NOT_ENOUGH and writes nothing', async () => {
      const user = await makeUser(db);
      await credit(db, { userId: user, amount: 1000, type: 'recharge' });
      const err = await debit(db, { userId: user, amount: 1001, type: 'lecture_purchase' }).catch((e) => e);
      expect(isDomainError(err, 'BALANCE_NOT_ENOUGH')).toBe(true);
      expect(await getBalance(db, user)).toBe(1000);
      const rows = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, user));
      expect(rows).toHaveLength(1);
    });

    it('refuses zero, negative and fractional amounts', async () => {
      const user = await makeUser(db);
      for (const amount of [0, -5, 1.5]) {
        const err = await credit(db, { userId: user, amount, type: 'recharge' }).catch((e) => e);
        expect(isDomainError(err, 'VALIDATION_FAILED')).toBe(true);
      }
    });

    it('a retried movement with the same idempotency key returns the first result and moves no money', async () => {
      const user = await makeUser(db);
      const first = await credit(db, { userId: user, amount: 700, type: 'recharge', idempotencyKey: 'k-1' });
      const again = await credit(db, { userId: user, amount: 700, type: 'recharge', idempotencyKey: 'k-1' });
      expect(again.replayed).toBe(true);
      expect(again.transaction.serial).toBe(first.transaction.serial);
      const d1 = await debit(db, {
        userId: user,
        amount: 300,
        type: 'lecture_purchase',
        idempotencyKey: 'd-1',
      });
      const d2 = await debit(db, {
        userId: user,
        amount: 300,
        type: 'lecture_purchase',
        idempotencyKey: 'd-1',
      });
      expect(d2).toMatchObject({ replayed: true, balance: d1.balance });
      expect(await getBalance(db, user)).toBe(400);
      const err = await debit(db, {
        userId: user,
        amount: 100,
        type: 'lecture_purchase',
        idempotencyKey: 'd-1',
      }).catch((e) => e);
      expect(isDomainError(err, 'IDEMPOTENCY_KEY_REUSED')).toBe(true);
    });

    it('concurrent retries of one key move money once', async () => {
      const user = await makeUser(db);
      const { ok } = await tally(
        Array.from({ length: 20 }, () =>
          credit(db, { userId: user, amount: 100, type: 'recharge', idempotencyKey: 'same' }),
        ),
      );
      expect(ok).toHaveLength(20);
      expect(new Set(ok.map((r) => r.transaction.serial)).size).toBe(1);
      expect(await getBalance(db, user)).toBe(100);
    });

    it('100 concurrent debits against a balance that covers 3 succeed exactly 3 times', async () => {
      const user = await makeUser(db);
      await credit(db, { userId: user, amount: 3_000, type: 'recharge' });
      const { ok, codes } = await tally(
        Array.from({ length: 100 }, () =>
          debit(db, { userId: user, amount: 1_000, type: 'course_purchase' }),
        ),
      );
      expect(ok).toHaveLength(3);
      expect(codes).toEqual({ BALANCE_NOT_ENOUGH: 97 });
      expect(await getBalance(db, user)).toBe(0);
      expect(ok.map((r) => r.balance).sort((a, b) => a - b)).toEqual([0, 1000, 2000]);
    });

    it('staff adjustments are admin_balance_update rows with their comment', async () => {
      const user = await makeUser(db);
      await adjustBalance(db, { userId: user, amount: 2_500, comment: 'تعويض' });
      const down = await adjustBalance(db, { userId: user, amount: -500, comment: 'تصحيح' });
      expect(down.transaction).toMatchObject({ type: 'admin_balance_update', value: -500, comment: 'تصحيح' });
      await expect(adjustBalance(db, { userId: user, amount: 1, comment: ' ' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: 'commentRequired',
      });
    });

    it('transfers between wallets with a fee, and answers the transfer codes', async () => {
      const [a, b] = [await makeUser(db, 'أحمد'), await makeUser(db, 'بسمة')];
      await credit(db, { userId: a, amount: 10_000, type: 'recharge' });
      const bWallet = await getWallet(db, b);
      const r = await transferBalance(db, {
        fromUserId: a,
        toAddress: ` ${bWallet.address} `,
        amount: 2_500,
        fee: 100,
      });
      expect(r.balance).toBe(7_500);
      expect(r.sent).toMatchObject({ type: 'balance_transfer', value: -2_500, counterpartUserId: b });
      expect(r.received).toMatchObject({ value: 2_400, counterpartUserId: a, userId: b });
      expect(await getBalance(db, b)).toBe(2_400);
      const view = (await listTransactions(db, a)).items[0];
      expect(view?.transfer_resource).toEqual({ recipient_user_name: 'بسمة' });
      const codeOf = (p: Promise<unknown>) =>
        p.then(
          () => 'OK',
          (e: { code?: string }) => e.code,
        );
      expect(await codeOf(transferBalance(db, { fromUserId: a, toAddress: '000', amount: 100 }))).toBe(
        'WALLET_NOT_FOUND',
      );
      const aWallet = await getWallet(db, a);
      expect(
        await codeOf(transferBalance(db, { fromUserId: a, toAddress: aWallet.address, amount: 100 })),
      ).toBe('CANNOT_TRANSFER_TO_YOURSELF');
      expect(
        await codeOf(transferBalance(db, { fromUserId: a, toAddress: bWallet.address, amount: 100_000 })),
      ).toBe('NO_ENOUGH_BALANCE');
      expect(await getBalance(db, a)).toBe(7_500);
    });

    it('opposite concurrent transfers neither deadlock nor lose money', async () => {
      const [a, b] = [await makeUser(db), await makeUser(db)];
      await credit(db, { userId: a, amount: 1_000, type: 'recharge' });
      await credit(db, { userId: b, amount: 1_000, type: 'recharge' });
      const [wa, wb] = [await getWallet(db, a), await getWallet(db, b)];
      await tally(
        Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? transferBalance(db, { fromUserId: a, toAddress: wb.address, amount: 100 })
            : transferBalance(db, { fromUserId: b, toAddress: wa.address, amount: 100 }),
        ),
      );
      expect((await getBalance(db, a)) + (await getBalance(db, b))).toBe(2_000);
      expect((await auditWallets(db)).mismatches).toEqual([]);
    });

    // Decision 0069: a transfer is one statement with no lock read before it; the UPDATE's re-check
    // of each row, the NOT NULL of a one-sided move and the key's unique index hold what the lock did.
    describe('transfers at once', () => {
      const pair = async (money: number) => {
        const [a, b] = [await makeUser(db), await makeUser(db)];
        if (money) await credit(db, { userId: a, amount: money, type: 'recharge' });
        return { a, b, to: (await getWallet(db, b)).address };
      };

      it('opposite transfers with money on both sides: every one moves, none deadlocks', async () => {
        const { a, b, to } = await pair(100_000);
        await credit(db, { userId: b, amount: 100_000, type: 'recharge' });
        const back = (await getWallet(db, a)).address;
        const { ok, codes } = await tally(
          Array.from({ length: 40 }, (_, i) =>
            i % 2
              ? transferBalance(db, { fromUserId: a, toAddress: to, amount: 100 })
              : transferBalance(db, { fromUserId: b, toAddress: back, amount: 100 }),
          ),
        );
        expect(codes).toEqual({});
        expect(ok).toHaveLength(40);
        expect(await getBalance(db, a)).toBe(100_000);
        expect((await auditWallets(db)).mismatches).toEqual([]);
      });

      it('ten at once with money for three: three move, seven NO_ENOUGH_BALANCE', async () => {
        const { a, b, to } = await pair(3_500);
        const { ok, codes } = await tally(
          Array.from({ length: 10 }, () =>
            transferBalance(db, { fromUserId: a, toAddress: to, amount: 1_000, fee: 50 }),
          ),
        );
        expect(ok).toHaveLength(3);
        expect(codes).toEqual({ NO_ENOUGH_BALANCE: 7 });
        expect(await getBalance(db, a)).toBe(500);
        expect(await getBalance(db, b)).toBe(2_850);
        const sent = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, a));
        expect(
          sent
            .filter((r) => r.value < 0)
            .map((r) => r.balanceAfter)
            .sort((x, y) => y - x),
        ).toEqual([2_500, 1_500, 500]);
      });

      it('ten at once with one key: one moves, every answer is that transfer', async () => {
        const { a, b, to } = await pair(10_000);
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            transferBalance(db, { fromUserId: a, toAddress: to, amount: 1_000, idempotencyKey: 'once-t' }),
          ),
        );
        expect(new Set(answers.map((r) => r.sent.serial)).size).toBe(1);
        expect(answers.filter((r) => !r.replayed)).toHaveLength(1);
        expect(await getBalance(db, a)).toBe(9_000);
        expect(await getBalance(db, b)).toBe(1_000);
      });

      it('a sender whose wallet was never used gets NO_ENOUGH_BALANCE and the recipient keeps hers', async () => {
        const { b, to } = await pair(0);
        await credit(db, { userId: b, amount: 700, type: 'recharge' });
        const poor = await makeUser(db);
        await expect(
          transferBalance(db, { fromUserId: poor, toAddress: to, amount: 100 }),
        ).rejects.toMatchObject({
          code: 'NO_ENOUGH_BALANCE',
        });
        expect(await getBalance(db, b)).toBe(700);
        expect((await auditWallets(db)).mismatches).toEqual([]);
      });
    });

    it('a recharge card credits once, even raced by 30 requests', async () => {
      const user = await makeUser(db);
      const [card] = await issueRechargeCards(db, { value: 10_000, count: 1 });
      const { ok, codes } = await tally(
        Array.from({ length: 30 }, () => redeemRechargeCard(db, { userId: user, code: card!.code })),
      );
      expect(ok).toHaveLength(1);
      expect(codes).toEqual({ USED_PAYCARD: 29 });
      expect(await getBalance(db, user)).toBe(10_000);
      const [expired] = await issueRechargeCards(db, {
        value: 100,
        count: 1,
        expiresAt: new Date(Date.now() - 1),
      });
      const codeOf = (p: Promise<unknown>) =>
        p.then(
          () => 'OK',
          (e: { code?: string }) => e.code,
        );
      expect(await codeOf(redeemRechargeCard(db, { userId: user, code: expired!.code }))).toBe(
        'EXPIRED_PAYCARD',
      );
      expect(await codeOf(redeemRechargeCard(db, { userId: user, code: 'NOPE' }))).toBe(
        'INVALID_PAYCARD_CODE',
      );
      const [again] = await issueRechargeCards(db, { value: 500, count: 1 });
      await redeemRechargeCard(db, { userId: user, code: again!.code, idempotencyKey: 'rc-1' });
      const replay = await redeemRechargeCard(db, {
        userId: user,
        code: again!.code,
        idempotencyKey: 'rc-1',
      });
      expect(replay.replayed).toBe(true);
      expect(await getBalance(db, user)).toBe(10_500);
    });

    it('the sum of every wallet ledger equals its balance, and a tampered balance is caught', async () => {
      const report = await auditWallets(db);
      expect(report.walletsChecked).toBeGreaterThan(3);
      expect(report.mismatches).toEqual([]);
      const user = await makeUser(db);
      await credit(db, { userId: user, amount: 100, type: 'recharge' });
      await db
        .update(wallets)
        .set({ balance: sql`${wallets.balance} + 1` })
        .where(eq(wallets.userId, user));
      const bad = await auditWallets(db);
      expect(bad.ok).toBe(false);
      expect(bad.mismatches).toEqual([{ userId: user, balance: 101, ledgerSum: 100, lastBalanceAfter: 100 }]);
      await db.update(wallets).set({ balance: 100 }).where(eq(wallets.userId, user));
    });

    it('a wallet balance can never go below zero, even by a direct update', async () => {
      const user = await makeUser(db);
      await credit(db, { userId: user, amount: 100, type: 'recharge' });
      await expect(
        db.update(wallets).set({ balance: -1 }).where(eq(wallets.userId, user)),
      ).rejects.toMatchObject({
        cause: { constraint: 'wallets_balance_not_negative' },
      });
    });
  });
}
