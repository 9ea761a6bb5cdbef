import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, routeTable } from './route-table';

// Paths are written once, in the route table: the shell and the remotes build their links with
// pathFor (decision 0034). This fails on a source file that writes a route's path itself
// ('/wallet', `/courses/${id}`). Tests, the dev harness and api call files (whose endpoints may
// share a route's words, GET /v1/wallet) are left out.
const root = join(import.meta.dirname, '../../../..');
const staticPaths = new Set(
  routeTable.map((r) => r.path).filter((p) => p !== '*' && p !== '/' && !p.includes(':')),
);
const paramPrefixes = new Set(
  routeTable.filter((r) => r.path.includes(':')).map((r) => `${r.path.split('/:')[0]}/`),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['dev', 'api', 'test'].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The route paths a source writes as literals: '/about', "/help", `/courses/${…}`. */
function hardCodedPaths(source: string): string[] {
  const found: string[] = [];
  for (const [, path = ''] of source.matchAll(/['"`](\/[a-z][\w/-]*)(?=['"`?]|\$\{)/g)) {
    if (staticPaths.has(path) || paramPrefixes.has(path)) found.push(path);
  }
  return found;
}

describe('route paths come from the route table', () => {
  it('recognises a written path', () => {
    expect(hardCodedPaths("navigate('/wallet')")).toEqual(['/wallet']);
    expect(hardCodedPaths('<Link to="/about">')).toEqual(['/about']);
    expect(hardCodedPaths(['to: `/courses/', '$', '{id}`'].join(''))).toEqual(['/courses/']);
    expect(hardCodedPaths("pathFor('wallet'); http.get('/v1/x')")).toEqual([]);
  });

  it.each(['shell', ...REMOTE_NAMES])('%s writes no route path itself', (pkg) => {
    const offenders = sources(join(root, pkg, 'src')).flatMap((file) =>
      hardCodedPaths(readFileSync(file, 'utf8')).map((p) => `${relative(root, file)}: ${p}`),
    );
    expect(offenders).toEqual([]);
  });
});
