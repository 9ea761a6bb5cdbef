import { walletResponseSchema } from '@app/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topupRequests } from '../../src/db/schema/index';
import { credit, debit } from '../../src/domain/ledger/index';
import { updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';

let t: TestApp;
let student: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  await updateSettings(t.db, { enable_wallet_system: true });
  student = await signUp(t.app, t.db, gradeId);
  // 25 movements: 25 × 10 EGP in, one 30 EGP out, so two pages of 20.
  for (let i = 0; i < 24; i++)
    await credit(t.db, { userId: student.user.id, amount: 1000, type: 'recharge' });
  await debit(t.db, {
    userId: student.user.id,
    amount: 3000,
    type: 'admin_balance_update',
    comment: 'تصحيح',
  });
  await t.db
    .insert(topupRequests)
    .values({ userId: student.user.id, method: 'mobile_wallets', amount: 5000 });
});
afterAll(async () => {
  await t?.close();
});

const getWallet = (url: string, token = student.token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /v1/wallet', () => {
  it('answers the balance, the address, the pending top-ups and the newest ledger rows', async () => {
    const res = await getWallet('/v1/wallet');
    expect(res.statusCode).toBe(200);
    const body = walletResponseSchema.parse(res.json());
    expect(body.wallet.balance).toBe(210);
    expect(body.wallet.address).toMatch(/\S+/);
    expect(body.meta.pending_mobile_payments_count).toBe(1);
    expect(body.transactions.data).toHaveLength(20);
    expect(body.transactions.data[0]).toMatchObject({
      type: 'admin_balance_update',
      value: -30,
      balance_after: 210,
      comment: 'تصحيح',
    });
    expect(body.transactions.links.next).toBe('/v1/wallet?page=2');
  });

  it('follows links.next to the last page, which has no next link', async () => {
    const body = (await getWallet('/v1/wallet?page=2')).json();
    expect(body.transactions.data).toHaveLength(5);
    expect(body.transactions.data.at(-1)).toMatchObject({ type: 'recharge', value: 10, balance_after: 10 });
    expect(body.transactions.links.next).toBeNull();
  });

  it('refuses guests, bad pages and a switched-off wallet', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/wallet' })).statusCode).toBe(401);
    const bad = await getWallet('/v1/wallet?page=zero');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('page');
    await updateSettings(t.db, { enable_wallet_system: false });
    const off = await getWallet('/v1/wallet');
    expect(off.json()).toMatchObject({ error: 'FEATURE_DISABLED' });
    await updateSettings(t.db, { enable_wallet_system: true });
  });
});
