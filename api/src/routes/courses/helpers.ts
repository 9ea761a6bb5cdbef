import type { FastifyRequest } from 'fastify';

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

export { idempotencyKeyOf } from '../../plugins/idempotency';

/** Fastify validates a missing body as null; calls whose fields are all optional take it as {}. */
export async function emptyBodyAsObject(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}
