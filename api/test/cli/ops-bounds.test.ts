import { MONEY_LIMITS, STAFF_LIMITS } from '@app/shared-contracts/schemas';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answerAttempts,
  lecturePurchases,
  ledgerTransactions,
  payCards,
  rechargeCards,
} from '../../src/db/schema/index';
import { credit } from '../../src/domain/ledger/index';
import { getSettings } from '../../src/domain/settings/index';
import { makeCourse, makeLecture } from '../domain/_support/fixtures';
import { useOpsDb } from './ops-test-kit';

// Issue: staff values were checked for their type only (an extra zero, 1e20, a negative fee went
// through). Each is now held to its business bound (MONEY_LIMITS, STAFF_LIMITS), with the bound in
// the message, exit code 2 and nothing written.
describe('pnpm ops: business bounds of staff values', () => {
  const { db, ops, student } = useOpsDb();
  const email = 'bounds@example.com';
  const rowsOf = async () =>
    Promise.all(
      [ledgerTransactions, payCards, rechargeCards, lecturePurchases, answerAttempts].map(async (table) =>
        Number((await db().select({ n: count() }).from(table))[0]?.n),
      ),
    );
  /** Every run must be refused as wrong usage with `message` and change no row. */
  async function refused(argv: string[], message: RegExp) {
    const before = await rowsOf();
    const r = await ops(...argv);
    expect(r.code, `${argv.join(' ')}: ${r.errors}`).toBe(2);
    expect(r.errors).toMatch(message);
    expect(await rowsOf()).toEqual(before);
  }

  it('adjust-balance: at most the adjustment bound either way, and never past the wallet cap', async () => {
    const user = await student(email, 'طالب الحدود');
    const between = /amount must be between -100000\.00 and 100000\.00 EGP/;
    for (const amount of ['100000.01', '-100000.01', '1e20', '100000000000000000000', '9007199254740993']) {
      await refused(
        ['adjust-balance', email, amount, '--comment', 'x'],
        amount === '1e20' ? /amount must be an amount/ : between,
      );
    }
    expect(
      (await ops('adjust-balance', email, String(MONEY_LIMITS.maxAdjustment), '--comment', 'x')).code,
    ).toBe(0);
    const past = await ops('adjust-balance', email, '0.01', '--comment', 'x');
    expect(past.code).toBe(1);
    expect(past.errors).toContain('BALANCE_LIMIT_EXCEEDED');
    await expect(credit(db(), { userId: user.id, amount: 1, type: 'recharge' })).rejects.toMatchObject({
      code: 'BALANCE_LIMIT_EXCEEDED',
    });
  });

  it('issue-paycards and issue-recharge-cards: value, count and expiry within their bounds', async () => {
    await refused(
      ['issue-paycards', '--value', String(MONEY_LIMITS.maxPrice + 0.01)],
      /--value must be between/,
    );
    await refused(['issue-paycards', '--value', '0'], /--value must be between 0\.01/);
    await refused(['issue-paycards', '--value', '1e15'], /--value must be an amount/);
    await refused(['issue-recharge-cards', '--value', String(MONEY_LIMITS.maxTopUp + 0.01)], /--value/);
    await refused(['issue-recharge-cards', '--value=-50'], /--value must be between/);
    await refused(
      ['issue-recharge-cards', '--value', '50', '--count', String(STAFF_LIMITS.maxCards + 1)],
      /--count must be a whole number from 1 to 10000/,
    );
    await refused(['issue-recharge-cards', '--value', '50', '--count', '1e3'], /--count/);
    await refused(['issue-recharge-cards', '--value', '50', '--expires', '2020-01-01'], /today or a later/);
    const far = `${new Date().getUTCFullYear() + 11}-01-01`;
    await refused(['issue-paycards', '--value', '50', '--expires', far], /within 3650 days/);
    const most = await ops('issue-paycards', '--value', String(MONEY_LIMITS.maxPrice));
    expect(most.code, most.errors).toBe(0);
  });

  it('grant-lecture --days: 1 to the days bound', async () => {
    const course = await makeCourse(db(), { payType: 'lectures', price: 0 });
    const lecture = await makeLecture(db(), course.id, { expiryDays: 30 });
    for (const days of ['0', String(STAFF_LIMITS.maxDays + 1), '99999999999', '1.5']) {
      await refused(
        ['grant-lecture', email, String(lecture.id), '--days', days],
        /--days must be a whole number/,
      );
    }
    expect((await ops('grant-lecture', email, String(lecture.id), '--days', '3650')).code).toBe(0);
  });

  it('correct-essay --mark: plain decimals within the mark bound', async () => {
    for (const mark of ['', '0x10', '1e2', '1001', '1.234', '-1', 'Infinity']) {
      await refused(['correct-essay', '1', `--mark=${mark}`], /--mark must be a number from 0 to 1000/);
    }
  });

  it('set-setting: transfer_fees and the minimum top-up within their bounds', async () => {
    const before = await getSettings(db());
    // The server's bounds (schemas/staff/settings.ts), in its Arabic words.
    await refused(['set-setting', 'transfer_fees', '-5'], /transfer_fees: يجب ألا تقل القيمة عن 0/);
    await refused(['set-setting', 'transfer_fees', '1e20'], /transfer_fees: /);
    await refused(['set-setting', 'transfer_fees', '1000.01'], /transfer_fees: يجب ألا تزيد القيمة عن 1000/);
    const info = { ...before.recharge_info, min_recharge_amount: 1e9 };
    await refused(['set-setting', 'recharge_info', JSON.stringify(info)], /recharge_info: /);
    expect(await getSettings(db())).toEqual(before);
    expect((await ops('set-setting', 'transfer_fees', '2.5')).code).toBe(0);
    expect((await getSettings(db())).transfer_fees).toBe(2.5);
  });
});
