/**
 * A route pattern's params when `pathname` matches it (`/courses/:id` and `/courses/5` → `{ id: '5' }`),
 * else null; `*` matches anything. The student and staff route tables share it.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const p = a[i] as string;
    const v = b[i] as string;
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(v);
    else if (p !== v) return null;
  }
  return params;
}
