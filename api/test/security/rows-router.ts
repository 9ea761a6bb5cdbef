import type { Row } from './bad-input-rows';

/**
 * For every call of the table, its path with bad percent-encoding at the end: the router answers
 * before any route or hook runs (400 BAD_REQUEST with the security headers, the runner checks both).
 */
export function routerRows(table: readonly Row[]): Row[] {
  const calls = new Map<string, Row>();
  for (const row of table) {
    // Paths that name a call (not the table's unknown, too long or badly encoded ones), once each.
    if (row.status === 404 || row.status === 414 || row.url.includes('%')) continue;
    const url = row.url.split('?')[0] ?? row.url;
    const name = `${row.method} ${url.replace(/\/\d+/g, '/{id}')}: bad percent-encoding in the path`;
    if (!calls.has(name)) calls.set(name, { name, method: row.method, url, actor: row.actor, status: 400 });
  }
  return [...calls.values()].map((row) => ({ ...row, url: `${row.url}%E0%A4%A`, code: 'BAD_REQUEST' }));
}
