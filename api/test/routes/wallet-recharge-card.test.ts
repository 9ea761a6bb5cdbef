import { rechargeCardResponseSchema } from '@app/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWallet } from '../../src/domain/ledger/index';
import { issueRechargeCards } from '../../src/domain/paycards/index';
import { updateSettings } from '../../src/domain/settings/index';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, type SignedUp, seedBasics, setVerification, signUp } from '../support/fixtures';

let t: TestApp;
let student: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  const gradeId = (await seedBasics(t.db)).gradeIds[0]!;
  await setVerification(t.db, false);
  await updateSettings(t.db, { enable_wallet_system: true });
  student = await signUp(t.app, t.db, gradeId);
  other = await signUp(t.app, t.db, gradeId);
});
afterAll(async () => {
  await t?.close();
});

const redeem = (payload: unknown, token = student.token, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/wallet/recharge/recharge-card',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });

describe('POST /v1/wallet/recharge/recharge-card', () => {
  it('credits the card once (code with spaces and Arabic-Indic digits) and refuses it again', async () => {
    const [card] = await issueRechargeCards(t.db, { value: 5000, count: 1 });
    const arabic = card!.code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const spaced = `${arabic.slice(0, 4)} ${arabic.slice(4)}`;
    const res = await redeem({ code: spaced }, student.token, 'card-1');
    expect(res.statusCode).toBe(200);
    const body = rechargeCardResponseSchema.parse(res.json());
    expect(body).toMatchObject({ amount: 50, balance: 50, transaction: { type: 'recharge', value: 50 } });
    const replay = await redeem({ code: spaced }, student.token, 'card-1');
    expect(replay.json().transaction.serial).toBe(body.transaction.serial);
    expect((await redeem({ code: card!.code })).json()).toMatchObject({ error: 'USED_PAYCARD' });
    expect((await redeem({ code: card!.code }, other.token)).json()).toMatchObject({ error: 'USED_PAYCARD' });
    expect((await getWallet(t.db, student.user.id)).balance).toBe(5000);
  });

  it('answers INVALID_PAYCARD_CODE, EXPIRED_PAYCARD and 422 for an empty code', async () => {
    expect((await redeem({ code: '0000000000000' })).json()).toMatchObject({ error: 'INVALID_PAYCARD_CODE' });
    const [old] = await issueRechargeCards(t.db, {
      value: 100,
      count: 1,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await redeem({ code: old!.code })).json()).toMatchObject({ error: 'EXPIRED_PAYCARD' });
    const empty = await redeem({ code: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty('code');
    expect((await getWallet(t.db, student.user.id)).balance).toBe(5000);
  });
});
