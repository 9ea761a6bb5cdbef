import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/errors';

/**
 * The next page link of a paginated list: an absolute path with the api prefix and the same
 * filters, e.g. /v1/courses?page=2&search=... (undefined and empty values are left out).
 */
export function nextPageUrl(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}

/**
 * Optional `Idempotency-Key` header: the same key retried by the same user returns the first
 * result and moves no money again. Printable ASCII, at most 100 characters.
 */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[\x21-\x7e]{1,100}$/.test(key)) throw fieldError('idempotency_key', 'idempotencyKey');
  return key;
}

/** Fastify validates a missing body as null; calls whose fields are all optional take it as {}. */
export async function emptyBodyAsObject(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}
