import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { notifications } from '../../../src/db/schema/index';
import { credit, getBalance, getWallet, recipientName, sendTransfer } from '../../../src/domain/ledger/index';
import { updateSettings } from '../../../src/domain/settings/index';
import { makeUser, pgliteFactory } from '../_support/db';

describe('wallet transfers (domain/ledger/wallet-transfer, recipient)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("names the recipient, never one's own or an unknown address", async () => {
    const { db } = handle;
    const me = await makeUser(db, 'أحمد');
    const other = await makeUser(db, 'منى');
    const { address } = await getWallet(db, other);
    expect(await recipientName(db, me, address)).toBe('منى');
    await expect(recipientName(db, other, address)).rejects.toMatchObject({
      code: 'CANNOT_TRANSFER_TO_YOURSELF',
    });
    await expect(recipientName(db, me, 'NOPE')).rejects.toMatchObject({ code: 'WALLET_NOT_FOUND' });
  });

  it('keeps the fee, names the counterpart and writes both notices in the one money format', async () => {
    const { db } = handle;
    await updateSettings(db, { transfer_fees: 2.5 });
    const from = await makeUser(db, 'سارة');
    const to = await makeUser(db, 'ليلى');
    await credit(db, { userId: from, amount: 300_000, type: 'recharge' });
    const { address } = await getWallet(db, to);
    await expect(
      sendTransfer(db, { fromUserId: from, toAddress: address, amount: '2.50', idempotencyKey: null }),
    ).rejects.toMatchObject({ errors: { amount: [expect.any(String)] } });
    const result = await sendTransfer(db, {
      fromUserId: from,
      toAddress: address,
      amount: 1200,
      idempotencyKey: null,
    });
    expect(result).toMatchObject({ amount: 120_000, balance: 180_000, counterpartName: 'ليلى' });
    expect(result.sent.comment).toBe('رسوم التحويل 2.50 جنيه');
    expect(await getBalance(db, to)).toBe(119_750);
    const [received] = await db.select().from(notifications).where(eq(notifications.userId, to));
    expect(received?.content).toContain('استلمت 1,197.50 جنيه من سارة');
  });

  it('is refused while transfers are switched off', async () => {
    const { db } = handle;
    await updateSettings(db, { enable_wallet_transfers: false });
    const from = await makeUser(db);
    const { address } = await getWallet(db, await makeUser(db));
    await expect(
      sendTransfer(db, { fromUserId: from, toAddress: address, amount: 20, idempotencyKey: null }),
    ).rejects.toMatchObject({ code: 'FEATURE_DISABLED' });
  });
});
