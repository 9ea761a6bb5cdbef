import type { Row } from './bad-input-rows';

// A key named like an Object.prototype member once crashed the error handler (500) and
// `constructor` / `__proto__` were dropped silently. Generated for every JSON call of the table.
export const PROTOTYPE_KEYS = ['toString', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__'];

const isPlainBody = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * For every call that takes a JSON body, one row per prototype key: its 422 row of the table (the
 * actor passes the call's sign-in check and its body reaches the schema) with the key added, which
 * must come back as 422 keyed by that field. Multipart calls are left to rows-multipart-text.ts.
 */
export function prototypeKeyRows(table: readonly Row[]): Row[] {
  const multipart = new Set(
    table.filter((r) => r.contentType?.startsWith('multipart/')).map((r) => `${r.method} ${r.url}`),
  );
  const bases = new Map<string, Row & { body: Record<string, unknown> }>();
  for (const row of table) {
    const call = `${row.method} ${row.url}`;
    if (multipart.has(call) || bases.has(call)) continue;
    if (row.status === 422 && row.field && isPlainBody(row.body)) bases.set(call, { ...row, body: row.body });
  }
  const out: Row[] = [];
  for (const [call, base] of bases) {
    for (const key of PROTOTYPE_KEYS) {
      out.push({
        name: `${call.replace(/\/\d+/g, '/{id}')}: a "${key}" key`,
        method: base.method,
        url: base.url,
        actor: base.actor,
        // A computed key: `__proto__` becomes an own key, sent as JSON like any other.
        body: { ...base.body, [key]: 'x' },
        status: 422,
        field: key,
      });
    }
  }
  return out;
}
