import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthContext, resolveToken } from '../domain/auth/tokens';
import { unauthenticated } from '../lib/errors';
import './deps';

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the bearer token of every /v1 request once. Routes that need a user add
 * `preHandler: requireAuth`; routes where signing in only changes the answer read `req.auth`.
 */
export function installAuth(v1: FastifyInstance): void {
  v1.decorateRequest('auth', null);
  v1.addHook('onRequest', async (req) => {
    const token = bearerToken(req);
    if (token) req.auth = await resolveToken(v1.deps.db, token);
  });
}

export async function requireAuth(req: FastifyRequest): Promise<void> {
  if (!req.auth) throw unauthenticated();
}

/** The signed-in user of a route guarded by requireAuth. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}
