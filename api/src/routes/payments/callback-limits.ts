import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors';

/** A provider's callback is a few KB; anything over this is refused with 413 before it is read. */
export const CALLBACK_BODY_LIMIT = 64 * 1024;

/**
 * Per IP and minute (docs/payments.md). `perIp` counts every callback or return of a provider:
 * generous, so a busy centre's callbacks and the providers' retries from their few addresses pass.
 * `unverifiedPerIp` counts only those whose signature fails: a provider never sends one, so beyond
 * it the api answers 429 and keeps nothing, and a valid callback from the same address still passes.
 */
export const CALLBACK_LIMITS = {
  perIp: { max: 300, timeWindow: 60_000 },
  unverifiedPerIp: { max: 30, timeWindow: 60_000 },
} as const;

/** The route's `config`: @fastify/rate-limit's per-IP limit, off with RATE_LIMITS=0. */
export const callbackRateLimit = (enabled: boolean, provider: string): FastifyContextConfig =>
  enabled
    ? {
        rateLimit: {
          ...CALLBACK_LIMITS.perIp,
          keyGenerator: (req: FastifyRequest) => `payments:${provider}:ip:${req.ip}`,
        },
      }
    : {};

/**
 * Counts one unverified callback or return of the caller's IP (in the same store as the other
 * limits, Redis with several instances); RATE_LIMITED once over, before anything is stored.
 */
export function unverifiedLimit(app: FastifyInstance, enabled: boolean) {
  const check = app.createRateLimit({
    ...CALLBACK_LIMITS.unverifiedPerIp,
    keyGenerator: (req) => `payments:unverified:ip:${req.ip}`,
  });
  return async (req: FastifyRequest) => {
    if (!enabled) return;
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw new DomainError('RATE_LIMITED');
  };
}
