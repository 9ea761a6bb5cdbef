import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { DomainError } from '../domain/errors';

/** The auth calls that are limited, with their allowance per minute (docs/api.md). */
export const AUTH_LIMITS = { login: 10, register: 5, verify: 10, reset: 5 } as const;
export type AuthLimitName = keyof typeof AUTH_LIMITS;

const WINDOW_MS = 60_000;

// isAllowed is only true for an allow-listed key; a counted request is over when isExceeded.
type Check = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean }>;
const over = (r: { isAllowed: boolean; isExceeded?: boolean }) => !r.isAllowed && r.isExceeded === true;

export interface AuthLimits {
  enabled: boolean;
  /** Counts one attempt for the caller's IP and, when given, the e-mail; RATE_LIMITED when over. */
  enforce(name: AuthLimitName, req: FastifyRequest, email?: string): Promise<void>;
}

export interface RateLimitOptions {
  enabled: boolean;
  /**
   * Where the counters live: @fastify/rate-limit's in-memory store by default (each instance
   * counts on its own); a store class such as the plugin's Redis store shares them across instances.
   */
  store?: FastifyRateLimitStoreCtor | undefined;
  /** The plugin's Redis store (REDIS_URL): one count across every instance. */
  redis?: Redis | undefined;
}

/**
 * @fastify/rate-limit, not global: each auth route counts by IP and by e-mail (the e-mail is only
 * known after the body is read, so the route calls `limits.enforce` itself).
 */
export async function installRateLimits(app: FastifyInstance, opts: RateLimitOptions): Promise<AuthLimits> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(opts.store ? { store: opts.store } : opts.redis ? { redis: opts.redis, nameSpace: 'lms-rl:' } : {}),
  });
  const emailOf = new WeakMap<FastifyRequest, string>();
  const checks = {} as Record<AuthLimitName, { byIp: Check; byEmail: Check }>;
  for (const [name, max] of Object.entries(AUTH_LIMITS) as [AuthLimitName, number][]) {
    checks[name] = {
      byIp: app.createRateLimit({
        max,
        timeWindow: WINDOW_MS,
        keyGenerator: (req) => `${name}:ip:${req.ip}`,
      }),
      byEmail: app.createRateLimit({
        max,
        timeWindow: WINDOW_MS,
        keyGenerator: (req) => `${name}:email:${emailOf.get(req) ?? ''}`,
      }),
    };
  }
  return {
    enabled: opts.enabled,
    async enforce(name, req, email) {
      if (!opts.enabled) return;
      const byIp = await checks[name].byIp(req);
      let byEmail = false;
      if (email) {
        emailOf.set(req, email.trim().toLowerCase());
        byEmail = over(await checks[name].byEmail(req));
      }
      if (over(byIp) || byEmail) throw new DomainError('RATE_LIMITED');
    },
  };
}
