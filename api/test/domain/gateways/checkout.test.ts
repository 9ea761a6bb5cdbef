import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/index';
import { getUser } from '../../../src/domain/accounts/accounts';
import { FAWRY_SCRIPT, openFawryOrder, openRedirectOrder } from '../../../src/domain/gateways/checkout';
import { providerKeys } from '../../../src/domain/gateways/config';
import { findGatewayOrder } from '../../../src/domain/gateways/orders';
import { pendingSandboxOrder } from '../../../src/domain/gateways/sandbox-orders';
import { fawryChargeSignature } from '../../../src/domain/gateways/signatures';
import { getSettings, updateSettings } from '../../../src/domain/settings/index';
import { makeUser, pgliteFactory } from '../_support/db';

const demo = { production: false, appSecret: 'x'.repeat(32) };
const production = { production: true, appSecret: 'x'.repeat(32) };

describe('gateway orders (domain/gateways/checkout)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await pgliteFactory();
    const recharge = (await getSettings(handle.db)).recharge_info;
    await updateSettings(handle.db, {
      recharge_info: { ...recharge, supported_methods: ['paymob_card', 'fawry_staging', 'shakeout'] },
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('opens a pending order bound to a provider reference and answers the sandbox checkout', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const url = await openRedirectOrder(db, demo, {
      userId,
      method: 'paymob_card',
      provider: 'paymob',
      amount: '25.5',
    });
    const ref = new URL(url, 'http://x').searchParams.get('ref') ?? '';
    expect(url).toBe(`/v1/payments/sandbox/checkout?provider=paymob&ref=${ref}`);
    expect(ref).toMatch(/^\d{12}$/);
    const order = await findGatewayOrder(db, 'paymob', ref);
    expect(order).toMatchObject({ userId, amount: 2550, status: 'pending', method: 'paymob_card' });
    const sandbox = await pendingSandboxOrder(db, 'paymob', ref);
    expect(sandbox).toMatchObject({ ref, amount: 2550, topupId: order?.id });
    expect(sandbox.email).toMatch(/@example\.com$/);
    await expect(pendingSandboxOrder(db, 'fawry', ref)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a method not offered, an amount under the minimum, and production without keys', async () => {
    const { db } = handle;
    const userId = await makeUser(db);
    const input = { userId, provider: 'paymob', amount: 50 } as const;
    await expect(openRedirectOrder(db, demo, { ...input, method: 'paymob_kiosk' })).rejects.toMatchObject({
      code: 'FEATURE_DISABLED',
    });
    await expect(
      openRedirectOrder(db, demo, { ...input, method: 'paymob_card', amount: 1 }),
    ).rejects.toMatchObject({
      code: 'LESS_THAN_MIN_AMOUNT',
    });
    await expect(
      openRedirectOrder(db, production, { ...input, method: 'paymob_card' }),
    ).rejects.toMatchObject({
      code: 'FEATURE_DISABLED',
    });
  });

  it("signs Fawry's order for the staging method when only it is offered", async () => {
    const { db } = handle;
    const user = await getUser(db, await makeUser(db));
    const answer = await openFawryOrder(db, demo, user, 30);
    const keys = providerKeys('fawry', demo);
    const ref = answer.order.merchantRefNum;
    expect(answer.script_url).toBe(FAWRY_SCRIPT.sandbox);
    expect(answer.order.chargeItems).toEqual([
      { itemId: 'wallet-top-up', description: 'شحن المحفظة', price: 30, quantity: 1 },
    ]);
    expect(answer.order.signature).toBe(
      fawryChargeSignature(
        [keys!.merchant, ref, String(user.id), '/v1/payments/fawry/return', 'wallet-top-up', '1', '30.00'],
        keys!.secret,
      ),
    );
    expect(await findGatewayOrder(db, 'fawry', ref)).toMatchObject({ method: 'fawry_staging', amount: 3000 });
  });
});
