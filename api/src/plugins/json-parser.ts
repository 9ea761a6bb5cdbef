import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import type { FastifyInstance } from 'fastify';
import { FieldError } from '../domain/errors';

/** Keys that reach an object's prototype when copied with `Object.assign` or a merge. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

/** Dotted paths of the forbidden keys in a parsed JSON value (JSON.parse makes them own keys). */
function forbiddenPaths(value: unknown, path: string, out: string[]): void {
  if (!value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (FORBIDDEN_KEYS.has(k)) out.push(at);
    else forbiddenPaths(v, at, out);
  }
}

/**
 * Like Fastify's JSON parser, but an empty body is "no payload" (clients post `/logout` with a JSON
 * content type and nothing in it). `__proto__` and `constructor` keys, at any depth, are refused
 * with 422 on their path: unknown fields like any other, before a schema or a merge sees them.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const err = Object.assign(new Error('invalid json'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      return done(err, undefined);
    }
    const paths: string[] = [];
    forbiddenPaths(value, '', paths);
    if (paths.length === 0) return done(null, value);
    const errors: Record<string, string[]> = Object.create(null);
    for (const p of paths) errors[p] = [DETAIL_MESSAGES.unknownField];
    done(new FieldError(errors), undefined);
  });
}
