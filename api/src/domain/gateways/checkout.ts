import type { TopupMethod } from '@app/shared-contracts/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { UserRow } from '../../db/schema/index';
import { DomainError } from '../errors';
import { toPounds } from '../ledger/index';
import { getSettings } from '../settings/index';
import { assertTopupMethodOpen, checkTopupAmount } from '../topups/rules';
import { type Provider, providerKeys } from './config';
import { createGatewayOrder } from './orders';
import { fawryChargeSignature } from './signatures';

/** The sandbox checkout the api serves in the demo (routes/payments/sandbox.ts). */
export const sandboxCheckoutUrl = (provider: Provider, ref: string) =>
  `/v1/payments/sandbox/checkout?${new URLSearchParams({ provider, ref })}`;

export const FAWRY_SCRIPT = {
  sandbox: '/v1/payments/sandbox/fawry-pay.js',
  production: 'https://www.atfawry.com/atfawry/plugin/assets/payments/js/fawrypay-payments.js',
  staging: 'https://atfawry.fawrystaging.com/atfawry/plugin/assets/payments/js/fawrypay-payments.js',
};

export interface OpenOrderInput {
  userId: number;
  method: TopupMethod;
  provider: Provider;
  /** pounds, as the student typed it */
  amount: number | string;
}

/**
 * The gateway orders of spec 3 §7: a pending top-up bound to the provider's order. Nothing is
 * credited here: only the provider's verified callback does (settle.ts).
 */
export async function openGatewayOrder(
  db: Db,
  config: Pick<Config, 'production' | 'appSecret'>,
  input: OpenOrderInput,
) {
  const settings = await assertTopupMethodOpen(db, input.method);
  const keys = providerKeys(input.provider, config);
  // Real providers' order calls are not wired yet: with real keys only their callbacks are
  // verified (docs/payments.md); production without keys has no such provider.
  if (!keys?.sandbox) throw new DomainError('FEATURE_DISABLED');
  // Refused before the student pays: the callback could not credit it past the balance cap.
  const amount = await checkTopupAmount(db, settings, input.userId, input.amount);
  const order = await createGatewayOrder(db, { ...input, amount });
  return { order, keys, settings };
}

/** The checkout URL Paymob (iframe_url) and Shakeout (url) answer with. */
export async function openRedirectOrder(
  db: Db,
  config: Pick<Config, 'production' | 'appSecret'>,
  input: OpenOrderInput & { provider: 'paymob' | 'shakeout' },
): Promise<string> {
  const { order } = await openGatewayOrder(db, config, input);
  return sandboxCheckoutUrl(input.provider, order.providerRef ?? '');
}

/** Fawry's one call for both methods: the staging host when only fawry_staging is offered. */
export function fawryMethodOf(supported: readonly TopupMethod[]): TopupMethod {
  return supported.includes('fawry_staging') && !supported.includes('fawry') ? 'fawry_staging' : 'fawry';
}

/** The order Fawry's pop-up script is handed, signed, and the script to load. */
export async function openFawryOrder(
  db: Db,
  config: Pick<Config, 'production' | 'appSecret'>,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'phone'>,
  amount: number | string,
) {
  const method = fawryMethodOf((await getSettings(db)).recharge_info.supported_methods);
  const { order, keys } = await openGatewayOrder(db, config, {
    userId: user.id,
    method,
    provider: 'fawry',
    amount,
  });
  const ref = order.providerRef ?? '';
  const price = toPounds(order.amount);
  const returnUrl = '/v1/payments/fawry/return';
  const item = { itemId: 'wallet-top-up', description: 'شحن المحفظة', price, quantity: 1 };
  return {
    order: {
      merchantCode: keys.merchant,
      merchantRefNum: ref,
      customerProfileId: String(user.id),
      customerName: user.name,
      customerEmail: user.email,
      customerMobile: user.phone ?? null,
      chargeItems: [item],
      returnUrl,
      signature: fawryChargeSignature(
        // Fawry's protocol amount: two decimals, no grouping (not a display text)
        [keys.merchant, ref, String(user.id), returnUrl, item.itemId, '1', price.toFixed(2)],
        keys.secret,
      ),
    },
    script_url: keys.sandbox
      ? FAWRY_SCRIPT.sandbox
      : FAWRY_SCRIPT[method === 'fawry' ? 'production' : 'staging'],
  };
}
