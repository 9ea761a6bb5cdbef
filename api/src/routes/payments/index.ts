import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Provider, providerKeys } from '../../domain/gateways/config';
import { findGatewayOrder } from '../../domain/gateways/orders';
import {
  readFawryNotification,
  readFawryReturn,
  readPaymobCallback,
  readPaymobReturn,
  readShakeoutReturn,
  readShakeoutWebhook,
} from '../../domain/gateways/providers';
import { type CallbackInput, recordReturn, settleCallback } from '../../domain/gateways/settle';
import { DomainError } from '../../domain/ledger/index';
import { CALLBACK_BODY_LIMIT, callbackRateLimit, unverifiedLimit } from './callback-limits';
import sandboxRoutes from './sandbox';

const anyQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const anyBody = z.unknown();
/** Arabic reasons after the wallet page's 'a problem occurred during payment' (?error=). */
const REASON = { forged: 'تعذر التحقق من نتيجة الدفع', unknown: 'لم يتم العثور على طلب الدفع' };

/**
 * The providers' side (docs/payments.md), outside sign-in: each server-to-server callback is
 * verified, kept for audit and settled once (200 to a repeat; 401 to a forged one); each browser
 * return is verified and lands on /wallet with ?order=<top-up id> (or ?error= when unverified). Anyone can call these, so bodies
 * are capped, calls are limited per IP and a forged one is kept only as a digest (callback-limits.ts).
 * The sandbox checkout is here too, in the demo only.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const keysOf = (provider: Provider) => {
    const keys = providerKeys(provider, app.deps.config);
    if (!keys) throw new DomainError('FEATURE_DISABLED');
    return keys;
  };
  const CALLBACKS: Record<
    Provider,
    (
      body: unknown,
      query: Record<string, unknown>,
      secret: string,
    ) => Omit<CallbackInput, 'channel' | 'payload'>
  > = {
    paymob: (body, query, secret) => readPaymobCallback(body, query.hmac, secret),
    fawry: (body, _query, secret) => readFawryNotification(body, secret),
    shakeout: (body, _query, secret) => readShakeoutWebhook(body, secret),
  };
  const RETURNS = { paymob: readPaymobReturn, fawry: readFawryReturn, shakeout: readShakeoutReturn };
  const { limits } = app.deps;
  const limitUnverified = unverifiedLimit(app, limits.enabled);

  for (const provider of ['paymob', 'fawry', 'shakeout'] as const) {
    app.post(
      `/payments/${provider}/callback`,
      {
        schema: { querystring: anyQuery, body: anyBody },
        bodyLimit: CALLBACK_BODY_LIMIT,
        config: callbackRateLimit(limits.enabled, provider),
      },
      async (req, reply) => {
        const parsed = CALLBACKS[provider](req.body, req.query, keysOf(provider).secret);
        if (!parsed.verified) await limitUnverified(req);
        const outcome = await settleCallback(app.deps.db, {
          ...parsed,
          channel: 'server',
          payload: req.body ?? null,
        });
        if (outcome === 'rejected: signature') throw new DomainError('UNAUTHENTICATED');
        return reply.send({ received: true, outcome });
      },
    );

    const returnOptions = {
      schema: { querystring: anyQuery },
      config: callbackRateLimit(limits.enabled, provider),
    };
    app.get(`/payments/${provider}/return`, returnOptions, async (req, reply) => {
      const result = RETURNS[provider](req.query, keysOf(provider).secret);
      if (!result.verified) await limitUnverified(req);
      await recordReturn(app.deps.db, {
        provider,
        payload: req.query,
        verified: result.verified,
        outcome: !result.verified ? 'rejected: signature' : result.paid ? 'paid' : 'declined',
      });
      // The address names the order, never its result: the wallet page asks the api for the
      // order's state (GET /wallet/topups/:id), so a typed ?paid= announces nothing.
      const order =
        result.verified && result.ref ? await findGatewayOrder(app.deps.db, provider, result.ref) : null;
      const target = order
        ? `/wallet?${new URLSearchParams({ order: String(order.id) })}`
        : `/wallet?${new URLSearchParams({ error: result.verified ? REASON.unknown : REASON.forged })}`;
      return reply.redirect(target, 303);
    });
  }

  if (!app.deps.config.production) await app.register(sandboxRoutes);
};

export default paymentRoutes;
