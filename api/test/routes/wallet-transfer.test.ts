import { walletTransferResponseSchema } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index';
import { auditWallets, credit, getWallet } from '../../src/domain/ledger/index';
import { updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let bobAddress: string;
let aliceAddress: string;
beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  await updateSettings(t.db, { enable_wallet_system: true, enable_wallet_transfers: true, transfer_fees: 1 });
  alice = await signUp(t.app, t.db, gradeId, { name: 'أليس المرسلة' });
  bob = await signUp(t.app, t.db, gradeId, { name: 'بوب المستلم' });
  await credit(t.db, { userId: alice.user.id, amount: 10_000, type: 'recharge' });
  aliceAddress = (await getWallet(t.db, alice.user.id)).address;
  bobAddress = (await getWallet(t.db, bob.user.id)).address;
});
afterAll(async () => {
  await t?.close();
});

const transfer = (payload: unknown, token = alice.token, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/wallet/transfer',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });

describe('POST /v1/wallet/transfer', () => {
  it('moves the amount, keeps the fee, and tells both students', async () => {
    const res = await transfer({ amount: '20.5', wallet_address: ` ${bobAddress} ` });
    expect(res.statusCode).toBe(200);
    const body = walletTransferResponseSchema.parse(res.json());
    expect(body).toMatchObject({ amount: 20.5, balance: 79.5 });
    expect(body.transaction).toMatchObject({
      type: 'balance_transfer',
      value: -20.5,
      balance_after: 79.5,
      transfer_resource: { recipient_user_name: 'بوب المستلم' },
    });
    expect(body.serial).toBe(body.transaction.serial);
    expect((await getWallet(t.db, bob.user.id)).balance).toBe(1950);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, bob.user.id));
    expect(told.map((n) => n.type)).toContain('transfer_balance_received');
    expect((await auditWallets(t.db)).mismatches).toEqual([]);
  });

  it('answers every code of spec 3 §8', async () => {
    const poor = await transfer({ amount: 1000, wallet_address: bobAddress });
    expect(poor.json()).toMatchObject({ error: 'NO_ENOUGH_BALANCE' });
    const nobody = await transfer({ amount: 5, wallet_address: '99999999999' });
    expect(nobody.json()).toMatchObject({ error: 'WALLET_NOT_FOUND' });
    const self = await transfer({ amount: 5, wallet_address: aliceAddress });
    expect(self.json()).toMatchObject({ error: 'CANNOT_TRANSFER_TO_YOURSELF' });
    for (const res of [poor, nobody, self]) expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await getWallet(t.db, alice.user.id)).balance).toBe(7950);
  });

  it('refuses amounts below the minimum or not above the fee, and bad input, with 422', async () => {
    const tiny = await transfer({ amount: 0.25, wallet_address: bobAddress });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().errors).toHaveProperty('amount');
    const feeOnly = await transfer({ amount: 1, wallet_address: bobAddress });
    expect(feeOnly.statusCode).toBe(422);
    expect(feeOnly.json().errors).toHaveProperty('amount');
    const noAddress = await transfer({ amount: 5 });
    expect(noAddress.json().errors).toHaveProperty('wallet_address');
    expect((await transfer({ amount: 5, wallet_address: bobAddress }, 'bad-token')).statusCode).toBe(401);
  });

  it('is idempotent with the same key and refuses the key on another request', async () => {
    const first = await transfer({ amount: 3, wallet_address: bobAddress }, alice.token, 'tr-1');
    const again = await transfer({ amount: 3, wallet_address: bobAddress }, alice.token, 'tr-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().serial).toBe(first.json().serial);
    const other = await transfer({ amount: 4, wallet_address: bobAddress }, alice.token, 'tr-1');
    expect(other.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await getWallet(t.db, alice.user.id)).balance).toBe(7650);
  });

  it('conserves money under concurrent opposite transfers with fees', async () => {
    await credit(t.db, { userId: bob.user.id, amount: 10_000, type: 'recharge' });
    const before =
      (await getWallet(t.db, alice.user.id)).balance + (await getWallet(t.db, bob.user.id)).balance;
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? transfer({ amount: 10, wallet_address: bobAddress })
          : transfer({ amount: 10, wallet_address: aliceAddress }, bob.token),
      ),
    );
    const ok = runs.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(6);
    const after =
      (await getWallet(t.db, alice.user.id)).balance + (await getWallet(t.db, bob.user.id)).balance;
    expect(before - after).toBe(ok * 100);
    expect((await auditWallets(t.db)).mismatches).toEqual([]);
  });

  it('answers FEATURE_DISABLED when transfers are off', async () => {
    await updateSettings(t.db, { enable_wallet_transfers: false });
    const off = await transfer({ amount: 5, wallet_address: bobAddress });
    expect(off.json()).toMatchObject({ error: 'FEATURE_DISABLED' });
    await updateSettings(t.db, { enable_wallet_transfers: true });
  });
});
