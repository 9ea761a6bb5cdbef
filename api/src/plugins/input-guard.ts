import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldError } from '../domain/errors';

/** C0 controls and DEL, except tab, newline and carriage return (multi-line text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Dotted paths of the strings in `value` that hold a control character. */
function controlPaths(value: unknown, path: string, out: string[]): void {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) out.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      controlPaths(v, path ? `${path}.${i}` : String(i), out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (CONTROL.test(k)) out.push(path || 'body');
      controlPaths(v, path ? `${path}.${k}` : k, out);
    }
  }
}

/**
 * Refuses control characters in any of `values` (a body, a query, a multipart form's text fields)
 * with 422 on each field that holds one; a key holding one is refused on `body`.
 */
export function assertNoControlCharacters(...values: unknown[]): void {
  const paths: string[] = [];
  for (const value of values) controlPaths(value, '', paths);
  if (paths.length === 0) return;
  // No prototype: a path named `__proto__` or `toString` is an own key.
  const errors: Record<string, string[]> = Object.create(null);
  for (const p of paths) errors[p || 'body'] = [DETAIL_MESSAGES.controlCharacters];
  throw new FieldError(errors);
}

/**
 * Every /v1 call refuses control characters in its body, query and path with 422 on the field,
 * before any schema or SQL sees them (PostgreSQL rejects NUL in text, which used to be a 500).
 * Multipart text fields are read in the handler: lib/multipart-image.ts checks them the same way.
 */
export function installInputGuard(v1: FastifyInstance): void {
  // preHandler: after the route's own 401 check and its schema, before the handler and any SQL.
  v1.addHook('preHandler', async (req: FastifyRequest) => {
    assertNoControlCharacters(req.body, req.query, req.params);
  });
}
