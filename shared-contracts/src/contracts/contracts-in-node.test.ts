import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// contracts/ is what the api imports in Node: no React, no store, no http client, nothing of
// runtime/ (biome.json enforces it per import; this walks the whole graph and loads the entries).
const root = import.meta.dirname;
const packageJson = JSON.parse(readFileSync(join(root, '../../package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const contractEntries = Object.entries(packageJson.exports).filter(([, file]) =>
  file.startsWith('./src/contracts/'),
);
const ALLOWED_PACKAGES = /^(zod|libphonenumber-js(\/.*)?)$/;

function resolveRelative(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(root, from)}: cannot resolve ${spec}`);
}

/** Every file an entry reaches through relative imports, and the packages they import. */
function graphOf(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (file.endsWith('.json')) return;
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      if (!spec || !/^[.@\w][\w@./-]*$/.test(spec)) continue; // not a module name (text in a comment)
      if (spec.startsWith('.')) visit(resolveRelative(file, spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('contracts/ stays pure', () => {
  it('lists its public entries', () => {
    expect(contractEntries.map(([name]) => name)).toEqual(
      expect.arrayContaining(['./schemas', './routes', './errors', './format', './phone', './phone/max']),
    );
  });

  it.each(contractEntries)('%s reaches only contracts/ files, zod and libphonenumber-js', (_, file) => {
    const { files, packages } = graphOf(resolve(root, '../..', file));
    for (const reached of files) expect(relative(root, reached), reached).not.toMatch(/^\.\./);
    for (const name of packages) expect(name, `imported by the ${file} graph`).toMatch(ALLOWED_PACKAGES);
  });

  it('every source file of contracts/ is reached from an entry or is a test', () => {
    const reached = new Set(
      contractEntries.flatMap(([, file]) => graphOf(resolve(root, '../..', file)).files),
    );
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    const orphans = walk(root).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !reached.has(f),
    );
    expect(orphans.map((f) => relative(root, f))).toEqual([]);
  });

  it('loads in plain Node, without a DOM, and works there', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    for (const [, file] of contractEntries) await import(resolve(root, '../..', file));
    const { formatMoney } = await import('./format');
    const { parsePhone } = await import('./phone/max');
    const { pathFor } = await import('./routes');
    expect(formatMoney(1500)).toMatch(/1,500/);
    expect(parsePhone({ country: 'EG', number: '01012345678' })).toBeTruthy();
    expect(pathFor('course', { id: 5 })).toBe('/courses/5');
  });
});
