import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AMOUNT_MESSAGES, MONEY_LIMITS } from '@app/shared-contracts/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, rechargeCards, topupRequests } from '../../src/db/schema/index';
import { credit, getBalance, getWallet, LIMITS_PIASTERS } from '../../src/domain/ledger/index';
import { issueRechargeCards } from '../../src/domain/paycards/index';
import { getSettings, updateSettings } from '../../src/domain/settings/index';
import { OVERFLOW_AMOUNTS, PAST_TOP_UP, PAST_TRANSFER } from '../security/rows-amounts';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';
import { multipartForm, PNG_1X1 } from '../support/multipart';

// Issue: a transfer of 1e20 and a gateway order of 1e15 answered 500; top-ups had no maximum; a
// balance past 2^53 piasters could not be read back. Every amount now has its bound and a wallet
// its cap (MONEY_LIMITS), refused before anything is stored.
let t: TestApp;
let gradeId: number;
let student: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  student = await signUp(t.app, t.db, gradeId);
  const settings = await getSettings(t.db);
  await updateSettings(t.db, {
    enable_wallet_system: true,
    enable_wallet_transfers: true,
    recharge_info: {
      ...settings.recharge_info,
      min_recharge_amount: 10,
      supported_methods: [
        'recharge_card',
        'mobile_wallets',
        'manual_external_payments',
        'paymob_card',
        'fawry',
        'shakeout',
      ],
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, token = student.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const sendForm = (url: string, fields: Record<string, string>, token = student.token) => {
  const form = multipartForm(fields, {
    field: 'attachment',
    name: 'r.png',
    type: 'image/png',
    data: PNG_1X1,
  });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': form.contentType },
    payload: form.body,
  });
};
const rows = async (table: typeof topupRequests | typeof ledgerTransactions) =>
  Number((await t.db.select({ n: count() }).from(table))[0]?.n);
const receipts = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'private', 'receipts'), { recursive: true }).length;
  } catch {
    return 0;
  }
};
/** A new student whose wallet holds `pounds`. */
async function holding(pounds: number): Promise<SignedUp> {
  const s = await signUp(t.app, t.db, gradeId);
  if (pounds > 0) await credit(t.db, { userId: s.user.id, amount: pounds * 100, type: 'recharge' });
  return s;
}

describe('amounts past their bound', () => {
  it('transfer: 1e20 and one piaster past the maximum are 422 on amount', async () => {
    const rich = await holding(MONEY_LIMITS.maxTransfer + 10);
    const other = await holding(0);
    const address = (await getWallet(t.db, other.user.id)).address;
    const huge = await post('/v1/wallet/transfer', { amount: 1e20, wallet_address: address }, rich.token);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.amount).toBeDefined();
    const past = await post(
      '/v1/wallet/transfer',
      { amount: PAST_TRANSFER, wallet_address: address },
      rich.token,
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.amount).toEqual([AMOUNT_MESSAGES.transferTooLarge]);
    const most = await post(
      '/v1/wallet/transfer',
      { amount: MONEY_LIMITS.maxTransfer, wallet_address: address },
      rich.token,
    );
    expect(most.statusCode).toBe(200);
  });

  it('gateway orders: 1e15 and one piaster past a top-up are 422, the maximum opens an order', async () => {
    const before = await rows(topupRequests);
    for (const url of [
      '/v1/wallet/paymob/order/card',
      '/v1/wallet/fawry/order',
      '/v1/wallet/shakeout/order',
    ]) {
      for (const amount of [1e15, PAST_TOP_UP, 2 ** 53, '1e20']) {
        const res = await post(url, { amount });
        expect(res.statusCode, `${url} ${amount}`).toBe(422);
        expect(res.json().errors.amount).toBeDefined();
      }
    }
    expect(await rows(topupRequests)).toBe(before);
    const res = await post('/v1/wallet/shakeout/order', { amount: MONEY_LIMITS.maxTopUp });
    expect(res.statusCode).toBe(200);
  });

  for (const url of ['/v1/wallet/recharge/mobile-wallet', '/v1/wallet/recharge/manual']) {
    it(`${url}: every overflow amount is 422 on amount, nothing stored`, async () => {
      const before = [await rows(topupRequests), receipts()];
      for (const [name, amount] of [...OVERFLOW_AMOUNTS, ['one piaster past', PAST_TOP_UP]] as const) {
        const res = await sendForm(url, { amount: String(amount), payer_number: '01012345678' });
        expect(res.statusCode, name).toBe(422);
        expect(res.json().errors.amount, name).toBeDefined();
      }
      expect([await rows(topupRequests), receipts()]).toEqual(before);
    });
  }
});

describe('the balance cap', () => {
  const nearCap = MONEY_LIMITS.maxBalance - 5;

  it('a top-up request or an order that would pass it is refused before anything is stored', async () => {
    const s = await holding(nearCap);
    const before = [await rows(topupRequests), receipts()];
    for (const url of ['/v1/wallet/recharge/mobile-wallet', '/v1/wallet/recharge/manual']) {
      const res = await sendForm(url, { amount: '10', payer_number: '01012345678' }, s.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'BALANCE_LIMIT_EXCEEDED',
        message: AMOUNT_MESSAGES.balanceTooLarge,
      });
    }
    const order = await post('/v1/wallet/paymob/order/card', { amount: 10 }, s.token);
    expect(order.statusCode).toBe(409);
    expect(order.json().error).toBe('BALANCE_LIMIT_EXCEEDED');
    expect([await rows(topupRequests), receipts()]).toEqual(before);
  });

  it('a recharge card that would pass it stays unused', async () => {
    const s = await holding(nearCap);
    const [card] = await issueRechargeCards(t.db, { value: 1000, count: 1 });
    const ledger = await rows(ledgerTransactions);
    const res = await post('/v1/wallet/recharge/recharge-card', { code: card!.code }, s.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('BALANCE_LIMIT_EXCEEDED');
    const [after] = await t.db.select().from(rechargeCards).where(eq(rechargeCards.id, card!.id));
    expect(after!.usedBy).toBeNull();
    expect(await rows(ledgerTransactions)).toBe(ledger);
    expect(await getBalance(t.db, s.user.id)).toBe(nearCap * 100);
  });

  it('a transfer to a full wallet moves nothing; the full wallet is still readable', async () => {
    const full = await holding(MONEY_LIMITS.maxBalance);
    const sender = await holding(100);
    const address = (await getWallet(t.db, full.user.id)).address;
    const ledger = await rows(ledgerTransactions);
    const res = await post('/v1/wallet/transfer', { amount: 50, wallet_address: address }, sender.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('BALANCE_LIMIT_EXCEEDED');
    expect(await rows(ledgerTransactions)).toBe(ledger);
    expect(await getBalance(t.db, sender.user.id)).toBe(10_000);
    const wallet = await t.app.inject({ method: 'GET', url: '/v1/wallet', headers: bearer(full.token) });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json().wallet.balance).toBe(MONEY_LIMITS.maxBalance);
  });

  it('a gateway payment already made is credited even when the wallet filled up meanwhile', async () => {
    const s = await holding(nearCap - 100);
    const order = await post('/v1/wallet/paymob/order/card', { amount: 50 }, s.token);
    expect(order.statusCode).toBe(200);
    await credit(t.db, { userId: s.user.id, amount: 10_000, type: 'recharge' }); // now at the cap - 5
    const ref = new URL(order.json().iframe_url, 'http://x').searchParams.get('ref');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `provider=paymob&ref=${ref}&result=pay`,
    });
    expect(paid.statusCode).toBe(303);
    // The student paid 50 pounds: refusing the credit would lose them (the cap is held at ordering).
    expect(await getBalance(t.db, s.user.id)).toBe((nearCap + 50) * 100);
  });

  it('the ledger refuses any credit past it and any movement past 2^53', async () => {
    const s = await holding(MONEY_LIMITS.maxBalance);
    await expect(credit(t.db, { userId: s.user.id, amount: 1, type: 'recharge' })).rejects.toMatchObject({
      code: 'BALANCE_LIMIT_EXCEEDED',
    });
    const empty = await holding(0);
    for (const amount of [LIMITS_PIASTERS.maxBalance + 1, 2 ** 53, 2 ** 53 + 2]) {
      await expect(credit(t.db, { userId: empty.user.id, amount, type: 'recharge' })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await getBalance(t.db, empty.user.id)).toBe(0);
  });
});
