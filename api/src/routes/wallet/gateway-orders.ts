import {
  fawryOrderResponseSchema,
  paymentOrderBodySchema,
  paymobOrderResponseSchema,
  shakeoutOrderResponseSchema,
  type TopupMethod,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Provider, providerKeys } from '../../domain/gateways/config';
import { createGatewayOrder } from '../../domain/gateways/orders';
import { fawryChargeSignature } from '../../domain/gateways/signatures';
import { assertBalanceRoom, DomainError, getBalance, toPiasters, toPounds } from '../../domain/ledger/index';
import { getSettings } from '../../domain/settings/index';
import { authOf } from '../../plugins/auth';

const PAYMOB_KIND = {
  card: 'paymob_card',
  'mobile-wallet': 'paymob_mobile_wallets',
  kiosk: 'paymob_kiosk',
  valu: 'paymob_valu',
} as const satisfies Record<string, TopupMethod>;

/** The sandbox checkout the api serves in the demo (routes/payments/sandbox.ts). */
export const sandboxCheckoutUrl = (provider: Provider, ref: string) =>
  `/v1/payments/sandbox/checkout?${new URLSearchParams({ provider, ref })}`;
export const FAWRY_SCRIPT = {
  sandbox: '/v1/payments/sandbox/fawry-pay.js',
  production: 'https://www.atfawry.com/atfawry/plugin/assets/payments/js/fawrypay-payments.js',
  staging: 'https://atfawry.fawrystaging.com/atfawry/plugin/assets/payments/js/fawrypay-payments.js',
};

/**
 * The gateway orders of spec 3 §7 ({amount}): a pending top-up bound to the provider's order,
 * answered with the checkout (iframe_url, url, or the order for Fawry's pop-up script). Nothing
 * is credited here: only the provider's verified callback does (routes/payments).
 */
const gatewayOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  async function open(
    req: { body: { amount: number | string } },
    userId: number,
    method: TopupMethod,
    provider: Provider,
  ) {
    const { db, config } = app.deps;
    const settings = await getSettings(db);
    if (!settings.enable_wallet_system || !settings.recharge_info.supported_methods.includes(method)) {
      throw new DomainError('FEATURE_DISABLED');
    }
    const keys = providerKeys(provider, config);
    // Real providers' order calls are not wired yet: with real keys only their callbacks are
    // verified (docs/payments.md); production without keys has no such provider.
    if (!keys?.sandbox) throw new DomainError('FEATURE_DISABLED');
    const amount = toPiasters(req.body.amount);
    if (amount < toPiasters(settings.recharge_info.min_recharge_amount)) {
      throw new DomainError('LESS_THAN_MIN_AMOUNT');
    }
    // Refused before the student pays: the callback could not credit it past the balance cap.
    assertBalanceRoom(await getBalance(db, userId), amount);
    const order = await createGatewayOrder(db, { userId, method, provider, amount });
    return { order, keys, settings };
  }

  app.post(
    '/wallet/paymob/order/:kind',
    {
      // A retried order (a double tap, a lost answer) with its Idempotency-Key opens one order.
      config: { idempotent: true },
      schema: {
        params: z.strictObject({ kind: z.enum(Object.keys(PAYMOB_KIND) as [keyof typeof PAYMOB_KIND]) }),
        body: paymentOrderBodySchema,
        response: { 200: paymobOrderResponseSchema },
      },
    },
    async (req) => {
      const { order } = await open(req, authOf(req).user.id, PAYMOB_KIND[req.params.kind], 'paymob');
      return { iframe_url: sandboxCheckoutUrl('paymob', order.providerRef ?? '') };
    },
  );

  app.post(
    '/wallet/shakeout/order',
    {
      config: { idempotent: true },
      schema: { body: paymentOrderBodySchema, response: { 200: shakeoutOrderResponseSchema } },
    },
    async (req) => {
      const { order } = await open(req, authOf(req).user.id, 'shakeout', 'shakeout');
      return { url: sandboxCheckoutUrl('shakeout', order.providerRef ?? '') };
    },
  );

  app.post(
    '/wallet/fawry/order',
    {
      config: { idempotent: true },
      schema: { body: paymentOrderBodySchema, response: { 200: fawryOrderResponseSchema } },
    },
    async (req) => {
      const { db } = app.deps;
      const user = authOf(req).user;
      const supported = (await getSettings(db)).recharge_info.supported_methods;
      // One call for both methods: the staging host when only fawry_staging is offered.
      const method: TopupMethod =
        supported.includes('fawry_staging') && !supported.includes('fawry') ? 'fawry_staging' : 'fawry';
      const { order, keys } = await open(req, user.id, method, 'fawry');
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
            [keys.merchant, ref, String(user.id), returnUrl, item.itemId, '1', price.toFixed(2)],
            keys.secret,
          ),
        },
        script_url: keys.sandbox
          ? FAWRY_SCRIPT.sandbox
          : FAWRY_SCRIPT[method === 'fawry' ? 'production' : 'staging'],
      };
    },
  );
};

export default gatewayOrderRoutes;
