import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ph, preparedOf } from '../db/prepared';
import { idempotencyRequests } from '../db/schema/index';
import { DomainError, fieldError } from '../domain/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money call: an Idempotency-Key is bound to the request it was first sent with. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { key: string; fingerprint: string } | null;
  }
}

/**
 * Optional `Idempotency-Key` header: printable ASCII, at most 100 characters; anything else is a
 * 422 on the header's name.
 */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[\x21-\x7e]{1,100}$/.test(key)) throw fieldError('idempotency_key', 'idempotencyKey');
  return key;
}

/** Same JSON whatever the order of the keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Method, path (with its query), user and body: what makes two requests "the same". */
export function fingerprintOf(req: FastifyRequest, userId: number): string {
  const body = req.body === undefined || req.body === null ? {} : req.body;
  const text = JSON.stringify([req.method, req.url, userId, canonical(body)]);
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Routes with `config: { idempotent: true }` (every money call): a key already used by this user
 * with another request answers 422 IDEMPOTENCY_KEY_REUSED before anything runs; with the same
 * request the first (successful) answer is sent again. The domain checks the key again under the
 * wallet lock, so two different requests racing with one key still move money once.
 */
export function installIdempotency(v1: FastifyInstance): void {
  v1.decorateRequest('idempotency', null);
  v1.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.idempotent || !req.auth) return;
    const key = idempotencyKeyOf(req);
    if (!key) return;
    const userId = req.auth.user.id;
    const fingerprint = fingerprintOf(req, userId);
    const db = v1.deps.db;
    // Built once (db/prepared.ts): every money call a client sends carries a key.
    const [first] = await preparedOf(db, 'idempotency_first', () =>
      db
        .select()
        .from(idempotencyRequests)
        .where(and(eq(idempotencyRequests.userId, ph('user')), eq(idempotencyRequests.key, ph('key')))),
    ).execute({ user: userId, key });
    if (!first) {
      req.idempotency = { key, fingerprint };
      return;
    }
    if (first.fingerprint !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    return reply.status(first.status).header('idempotent-replay', 'true').send(first.body);
  });
  v1.addHook('onSend', async (req, reply, payload) => {
    const pending = req.idempotency;
    if (!pending || !req.auth || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const db = v1.deps.db;
    await preparedOf(db, 'idempotency_record', () =>
      db
        .insert(idempotencyRequests)
        .values({
          userId: ph('user'),
          key: ph('key'),
          fingerprint: ph('fingerprint'),
          status: ph('status'),
          body: ph('body'),
        })
        .onConflictDoNothing(),
    ).execute({
      user: req.auth.user.id,
      key: pending.key,
      fingerprint: pending.fingerprint,
      status: reply.statusCode,
      body: JSON.parse(payload),
    });
    return payload;
  });
}
