import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthContext, resolveToken } from '../domain/auth/tokens';
import type { Reader } from '../domain/catalogue/index';
import { sha256 } from '../lib/crypto';
import { unauthenticated } from '../lib/errors';
import { dropReaderCache } from '../lib/reader-cache';
import { signInAnnouncementsSent } from '../lib/sign-in-cache';
import './deps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads its reader with readerOf() inside its own query (the hot catalogue reads,
     * issue 9): the hook does not look the token up first, and req.auth stays null.
     */
    readerToken?: boolean;
  }
}

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
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function installAuth(v1: FastifyInstance): void {
  v1.decorateRequest('auth', null);
  // A write drops the readers' cached state when it starts and when it ends (lib/reader-cache.ts).
  // onSend: before the client can see the answer, so its next read cannot meet the old state.
  v1.addHook('onSend', async (req, _reply, payload) => {
    if (!READ_METHODS.has(req.method)) {
      dropReaderCache(v1.deps.db);
      // A sign-in this write revoked is refused by every instance once the client has the answer.
      await signInAnnouncementsSent();
    }
    return payload;
  });
  v1.addHook('onResponse', async (req) => {
    if (!READ_METHODS.has(req.method)) dropReaderCache(v1.deps.db);
  });
  v1.addHook('onRequest', async (req) => {
    if (!READ_METHODS.has(req.method)) dropReaderCache(v1.deps.db);
    if (req.routeOptions.config?.readerToken) return;
    const token = bearerToken(req);
    if (token) {
      const staffIdleMs = v1.deps.config.staffIdleMinutes * 60_000;
      req.auth = await resolveToken(v1.deps.db, token, { staffIdleMs });
    }
  });
}

/** The reader of a `readerToken` route: the SHA-256 of a well-formed bearer token, or a guest. */
export function readerOf(req: FastifyRequest): Reader | null {
  const token = bearerToken(req);
  if (!token || token.length < 20 || token.length > 200) return null;
  return { tokenHash: sha256(token) };
}

export async function requireAuth(req: FastifyRequest): Promise<void> {
  if (!req.auth) throw unauthenticated();
}

/** The signed-in user of a route guarded by requireAuth. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}
