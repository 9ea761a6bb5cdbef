import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { notifications } from '../../../src/db/schema/index';
import { credit, getBalance, LIMITS_PIASTERS } from '../../../src/domain/ledger/index';
import { getSettings, updateSettings } from '../../../src/domain/settings/index';
import {
  assertTopupMethodOpen,
  cancelOwnRequest,
  countUnderReview,
  ownsReceipt,
  REFUSED_TOPUP_TITLE,
  reviewTopup,
  submitTopupRequest,
} from '../../../src/domain/topups/index';
import { makeUser, pgliteFactory } from '../_support/db';

const request = {
  method: 'mobile_wallets' as const,
  payerNumber: '01012345678',
  message: null,
  receipt: null,
};

describe('top-ups domain', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('opens only a method the settings offer, with the wallet on', async () => {
    const { db } = handle;
    await expect(assertTopupMethodOpen(db, 'mobile_wallets')).rejects.toMatchObject({
      code: 'FEATURE_DISABLED',
    });
    const recharge = (await getSettings(db)).recharge_info;
    await updateSettings(db, { recharge_info: { ...recharge, supported_methods: ['mobile_wallets'] } });
    await expect(assertTopupMethodOpen(db, 'mobile_wallets')).resolves.toMatchObject({
      enable_wallet_system: true,
    });
    await updateSettings(db, { enable_wallet_system: false });
    await expect(assertTopupMethodOpen(db, 'mobile_wallets')).rejects.toMatchObject({
      code: 'FEATURE_DISABLED',
    });
    await updateSettings(db, { enable_wallet_system: true });
  });

  it('stores a pending request at or above the minimum, within the balance cap, and counts it under review', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const settings = await getSettings(db);
    const dataDir = '/nonexistent';
    await expect(
      submitTopupRequest(db, dataDir, settings, { ...request, userId, amount: '9.99' }),
    ).rejects.toMatchObject({ code: 'LESS_THAN_MIN_AMOUNT' });
    await credit(db, { userId, amount: LIMITS_PIASTERS.maxBalance - 500, type: 'recharge' });
    await expect(
      submitTopupRequest(db, dataDir, settings, { ...request, userId, amount: 10 }),
    ).rejects.toMatchObject({ code: 'BALANCE_LIMIT_EXCEEDED' });
    const other = await makeUser(db);
    const row = await submitTopupRequest(db, dataDir, settings, {
      ...request,
      userId: other,
      amount: '12.5',
    });
    expect(row).toMatchObject({ userId: other, amount: 1250, status: 'pending', attachment: null });
    expect(await countUnderReview(db, other)).toBe(1);
    expect(await countUnderReview(db, userId)).toBe(0);
    expect(await ownsReceipt(db, other, '/v1/wallet/receipts/none.png')).toBe(false);
  });

  it('credits a confirmed request once and tells the student in the one money format', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const settings = await getSettings(db);
    const row = await submitTopupRequest(db, '/nonexistent', settings, { ...request, userId, amount: 1500 });
    await reviewTopup(db, { id: row.id, approve: true, comment: 'إيصال ١' });
    expect(await getBalance(db, userId)).toBe(150_000);
    await expect(reviewTopup(db, { id: row.id, approve: true })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(note?.content).toBe('تمت إضافة 1,500.00 جنيه إلى محفظتك، رصيدك الآن 1,500.00 جنيه. إيصال ١');
    expect(await countUnderReview(db, userId)).toBe(0);
  });

  it('refuses a request with the reason, and lets the student cancel only a pending one', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const settings = await getSettings(db);
    const refused = await submitTopupRequest(db, '/nonexistent', settings, {
      ...request,
      userId,
      amount: 20,
    });
    await reviewTopup(db, { id: refused.id, approve: false, comment: 'الإيصال غير واضح' });
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(note).toMatchObject({
      title: REFUSED_TOPUP_TITLE,
      content: 'لم يتم قبول طلب شحن 20.00 جنيه. السبب: الإيصال غير واضح',
    });
    await expect(cancelOwnRequest(db, userId, refused.id)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const pending = await submitTopupRequest(db, '/nonexistent', settings, {
      ...request,
      userId,
      amount: 20,
    });
    await expect(cancelOwnRequest(db, await makeUser(db), pending.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await cancelOwnRequest(db, userId, pending.id)).status).toBe('cancelled');
    expect(await getBalance(db, userId)).toBe(0);
  });
});
