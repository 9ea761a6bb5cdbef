import type { FastifyRequest } from 'fastify';
import { ApiError, MESSAGES } from './errors';

/**
 * In-memory fixed-window counters. The api keeps no other state between requests; behind several
 * instances each instance counts on its own (documented in docs/api.md), which still bounds guessing.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit for the key; false when the key is over the limit. */
  hit(key: string, now = Date.now()): boolean {
    if (this.hits.size > 50_000) this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}

export interface AuthLimits {
  enabled: boolean;
  login: RateLimiter;
  register: RateLimiter;
  verify: RateLimiter;
  reset: RateLimiter;
}

/** Per IP and per e-mail (10/min/IP, 5/min/e-mail for login; see docs/api.md for the rest). */
export function createAuthLimits(enabled: boolean): AuthLimits {
  return {
    enabled,
    login: new RateLimiter(10, 60_000),
    register: new RateLimiter(5, 60_000),
    verify: new RateLimiter(10, 60_000),
    reset: new RateLimiter(5, 60_000),
  };
}

/** Throws RATE_LIMITED (429) when either the caller's IP or the e-mail is over the limit. */
export function enforce(
  limits: AuthLimits,
  name: Exclude<keyof AuthLimits, 'enabled'>,
  req: FastifyRequest,
  email?: string,
) {
  if (!limits.enabled) return;
  const limiter = limits[name];
  const byIp = limiter.hit(`ip:${req.ip}`);
  const byEmail = email ? limiter.hit(`email:${email.trim().toLowerCase()}`) : true;
  if (!byIp || !byEmail) throw new ApiError(429, 'RATE_LIMITED', MESSAGES.rateLimited);
}
