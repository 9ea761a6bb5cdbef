import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { getBalance } from '../../../src/domain/ledger/index';
import { issuePayCards, issueRechargeCards, redeemRechargeCard } from '../../../src/domain/paycards/index';
import { makeUser, pgliteFactory, tally } from '../_support/db';

describe('pay-cards domain: issuing and recharge cards', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('issues cards within their bounds, each with its own unguessable code', async () => {
    const { db } = handle;
    const cards = await issueRechargeCards(db, { value: 5_000, count: 3 });
    expect(new Set(cards.map((c) => c.code)).size).toBe(3);
    expect(cards.every((c) => /^[A-Z0-9]{12}$/.test(c.code))).toBe(true);
    await expect(issueRechargeCards(db, { value: 0, count: 1 })).rejects.toThrow(RangeError);
    await expect(issuePayCards(db, { value: 5_000, count: 0 })).rejects.toThrow(RangeError);
  });

  it('charges a card once however many redeem it at once, accepting a code typed with dashes', async () => {
    const { db } = handle;
    const [card] = await issueRechargeCards(db, { value: 7_550, count: 1 });
    const users = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
    const typed = `${card!.code.slice(0, 4)}-${card!.code.slice(4, 8)} ${card!.code.slice(8).toLowerCase()}`;
    const { ok, codes } = await tally(users.map((userId) => redeemRechargeCard(db, { userId, code: typed })));
    expect(ok).toHaveLength(1);
    expect(codes).toEqual({ USED_PAYCARD: 2 });
    const balances = await Promise.all(users.map((u) => getBalance(db, u)));
    expect(balances.sort((a, b) => b - a)).toEqual([7_550, 0, 0]);
  });

  it('refuses an unknown code and an expired card', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const [card] = await issueRechargeCards(db, {
      value: 1_000,
      count: 1,
      expiresAt: new Date('2026-01-01'),
    });
    await expect(redeemRechargeCard(db, { userId, code: 'NOPE' })).rejects.toMatchObject({
      code: 'INVALID_PAYCARD_CODE',
    });
    await expect(
      redeemRechargeCard(db, { userId, code: card!.code, now: new Date('2026-02-01') }),
    ).rejects.toMatchObject({ code: 'EXPIRED_PAYCARD' });
    expect(await getBalance(db, userId)).toBe(0);
  });
});
