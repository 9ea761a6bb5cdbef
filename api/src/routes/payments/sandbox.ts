import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Provider, providerKeys } from '../../domain/gateways/config';
import {
  fawryMessages,
  paymobMessages,
  type SandboxOrder,
  shakeoutMessages,
} from '../../domain/gateways/sandbox';
import { pendingSandboxOrder } from '../../domain/gateways/sandbox-orders';
import { DomainError, moneyText } from '../../domain/ledger/index';

const NAMES: Record<Provider, string> = { paymob: 'Paymob', fawry: 'Fawry', shakeout: 'Shakeout' };
const MESSAGES = { paymob: paymobMessages, fawry: fawryMessages, shakeout: shakeoutMessages };
const orderQuery = z.strictObject({
  provider: z.enum(['paymob', 'fawry', 'shakeout']),
  ref: z.string().regex(/^\d{1,20}$/),
});
const payBody = orderQuery.extend({ result: z.enum(['pay', 'decline']) });

/** The Fawry pop-up script's sandbox: FawryPay.checkout(order) opens the sandbox checkout. */
const FAWRY_SCRIPT = `window.FawryPay = {
  checkout: function (order) {
    window.location.assign('/v1/payments/sandbox/checkout?provider=fawry&ref=' + encodeURIComponent(order.merchantRefNum));
  },
};
`;

function page(provider: Provider, ref: string, money: string): string {
  const button = (result: string, label: string, colour: string) =>
    `<form method="post" action="/v1/payments/sandbox/checkout" target="_top">
<input type="hidden" name="provider" value="${provider}"><input type="hidden" name="ref" value="${ref}">
<input type="hidden" name="result" value="${result}">
<button type="submit" style="width:100%;padding:12px;margin-block:6px;font-size:16px;border:0;border-radius:8px;color:#fff;background:${colour}">${label}</button></form>`;
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>بوابة دفع تجريبية - ${NAMES[provider]}</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:24px auto;padding:0 16px">
<main><h1 style="font-size:20px">بوابة دفع تجريبية (${NAMES[provider]})</h1>
<p>هذه صفحة دفع تجريبية لا تُسحب فيها أي أموال.</p>
<p>رقم الطلب: <bdi>${ref}</bdi></p><p>المبلغ: <bdi>${money}</bdi></p>
${button('pay', 'ادفع الآن', '#15803d')}${button('decline', 'رفض الدفع', '#b91c1c')}
<p><a href="/wallet" target="_top">العودة دون الدفع</a></p></main></body></html>`;
}

/**
 * The sandbox provider (demo only, registered outside production): a checkout page for a pending
 * order; paying or declining sends the provider's signed server callback to this api, then sends
 * the browser to the provider's return URL, as the real provider would.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const pending = (provider: Provider, ref: string): Promise<SandboxOrder> =>
    pendingSandboxOrder(app.deps.db, provider, ref);
  const keysOf = (provider: Provider) => {
    const keys = providerKeys(provider, app.deps.config);
    if (!keys?.sandbox) throw new DomainError('NOT_FOUND');
    return keys;
  };

  app.get('/payments/sandbox/fawry-pay.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(FAWRY_SCRIPT),
  );

  app.get('/payments/sandbox/checkout', { schema: { querystring: orderQuery } }, async (req, reply) => {
    const { provider, ref } = req.query;
    keysOf(provider);
    const order = await pending(provider, ref);
    return reply.type('text/html; charset=utf-8').send(page(provider, ref, moneyText(order.amount)));
  });

  app.post('/payments/sandbox/checkout', { schema: { body: payBody } }, async (req, reply) => {
    const { provider, ref, result } = req.body;
    const keys = keysOf(provider);
    const order = await pending(provider, ref);
    const message = MESSAGES[provider](order, result === 'pay', keys.secret);
    // The provider's server-to-server call, as it would reach the api from outside.
    const delivered = await app.inject({
      method: 'POST',
      url: message.callback.url,
      payload: message.callback.body,
    });
    if (delivered.statusCode !== 200)
      app.log.warn({ status: delivered.statusCode }, 'sandbox callback refused');
    return reply.redirect(message.returnUrl, 303);
  });
};

export default sandboxRoutes;
