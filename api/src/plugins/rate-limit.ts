import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { DomainError } from '../domain/errors';

interface AuthLimit {
  /** Attempts per minute from one client IP, whatever the e-mail. */
  ip: number;
  /** Attempts per minute on one e-mail, from anywhere. */
  email: number;
  /** Attempts per minute on one e-mail from one IP; when set, `email` only slows (below). */
  pair?: number;
}

/**
 * The auth calls that are limited, per minute (docs/api.md). Login is the one an attacker can
 * aim at someone else's account: a block by e-mail alone would let anyone lock a chosen student
 * out by failing her password on purpose. So a guesser is stopped by (IP, e-mail) and by IP, and
 * an e-mail tried too often from many addresses is only slowed (LOGIN_SLOWDOWN_MS per attempt).
 */
export const AUTH_LIMITS = {
  login: { ip: 30, email: 10, pair: 10 },
  register: { ip: 5, email: 5 },
  verify: { ip: 10, email: 10 },
  reset: { ip: 5, email: 5 },
} as const satisfies Record<string, AuthLimit>;
export type AuthLimitName = keyof typeof AUTH_LIMITS;

/** The wait of each login attempt on an e-mail over its limit (every IP, the owner's too). */
export const LOGIN_SLOWDOWN_MS = 1_000;

const WINDOW_MS = 60_000;

// isAllowed is only true for an allow-listed key; a counted request is over when isExceeded.
type Check = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean }>;
const over = (r: { isAllowed: boolean; isExceeded?: boolean }) => !r.isAllowed && r.isExceeded === true;

export interface AuthLimits {
  enabled: boolean;
  /**
   * Counts one attempt for the caller's IP and, when given, the e-mail (and the pair); RATE_LIMITED
   * when over, or, for an e-mail that only slows, a wait before the attempt goes on.
   */
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
  const check = (max: number, key: (req: FastifyRequest) => string): Check =>
    app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: key });
  const checks = {} as Record<AuthLimitName, { byIp: Check; byEmail: Check; byPair: Check | null }>;
  for (const [name, limit] of Object.entries(AUTH_LIMITS) as [AuthLimitName, AuthLimit][]) {
    const email = (req: FastifyRequest) => emailOf.get(req) ?? '';
    checks[name] = {
      byIp: check(limit.ip, (req) => `${name}:ip:${req.ip}`),
      byEmail: check(limit.email, (req) => `${name}:email:${email(req)}`),
      byPair: limit.pair ? check(limit.pair, (req) => `${name}:pair:${req.ip}:${email(req)}`) : null,
    };
  }
  return {
    enabled: opts.enabled,
    async enforce(name, req, email) {
      if (!opts.enabled) return;
      const c = checks[name];
      if (!email) {
        if (over(await c.byIp(req))) throw new DomainError('RATE_LIMITED');
        return;
      }
      emailOf.set(req, email.trim().toLowerCase());
      if (!c.byPair) {
        const [ip, byEmail] = [over(await c.byIp(req)), over(await c.byEmail(req))];
        if (ip || byEmail) throw new DomainError('RATE_LIMITED');
        return;
      }
      // The guesser's own address first: its refused tries do not count against the e-mail, so
      // they cannot slow the owner down beyond the pair's allowance.
      const [pair, ip] = [over(await c.byPair(req)), over(await c.byIp(req))];
      if (pair || ip) throw new DomainError('RATE_LIMITED');
      if (over(await c.byEmail(req))) await new Promise((r) => setTimeout(r, LOGIN_SLOWDOWN_MS));
    },
  };
}
