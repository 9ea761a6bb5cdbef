import {
  fawryOrderResponseSchema,
  paymentOrderBodySchema,
  paymobOrderResponseSchema,
  shakeoutOrderResponseSchema,
  type TopupMethod,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openFawryOrder, openRedirectOrder } from '../../domain/gateways/checkout';
import { authOf } from '../../plugins/auth';

export { FAWRY_SCRIPT, sandboxCheckoutUrl } from '../../domain/gateways/checkout';

const PAYMOB_KIND = {
  card: 'paymob_card',
  'mobile-wallet': 'paymob_mobile_wallets',
  kiosk: 'paymob_kiosk',
  valu: 'paymob_valu',
} as const satisfies Record<string, TopupMethod>;

/**
 * The gateway orders of spec 3 §7 ({amount}), opened by domain/gateways/checkout.ts and answered
 * with the checkout (iframe_url, url, or the order for Fawry's pop-up script). A retried order (a
 * double tap, a lost answer) with its Idempotency-Key opens one order.
 */
const gatewayOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wallet/paymob/order/:kind',
    {
      config: { idempotent: true },
      schema: {
        params: z.strictObject({ kind: z.enum(Object.keys(PAYMOB_KIND) as [keyof typeof PAYMOB_KIND]) }),
        body: paymentOrderBodySchema,
        response: { 200: paymobOrderResponseSchema },
      },
    },
    async (req) => {
      const { db, config } = app.deps;
      const input = { userId: authOf(req).user.id, amount: req.body.amount };
      const method = PAYMOB_KIND[req.params.kind];
      return { iframe_url: await openRedirectOrder(db, config, { ...input, method, provider: 'paymob' }) };
    },
  );

  app.post(
    '/wallet/shakeout/order',
    {
      config: { idempotent: true },
      schema: { body: paymentOrderBodySchema, response: { 200: shakeoutOrderResponseSchema } },
    },
    async (req) => {
      const { db, config } = app.deps;
      const input = { userId: authOf(req).user.id, amount: req.body.amount };
      return {
        url: await openRedirectOrder(db, config, { ...input, method: 'shakeout', provider: 'shakeout' }),
      };
    },
  );

  app.post(
    '/wallet/fawry/order',
    {
      config: { idempotent: true },
      schema: { body: paymentOrderBodySchema, response: { 200: fawryOrderResponseSchema } },
    },
    async (req) => openFawryOrder(app.deps.db, app.deps.config, authOf(req).user, req.body.amount),
  );
};

export default gatewayOrderRoutes;
