import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The api imports `@app/shared-contracts/schemas` in Node: it must not pull React, the http client or zustand.
describe('schemas entry stays light', () => {
  it('imports only zod and pure helpers', () => {
    const dir = join(import.meta.dirname, '.');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const [, spec] of source.matchAll(/from '([^']+)'/g)) {
        const allowed =
          spec === 'zod' ||
          spec?.startsWith('./') ||
          spec === '../errors/codes' ||
          spec === '../routes/remotes.json' ||
          spec === '../format/digits' ||
          // the one money format (decision 0034): no imports of its own
          spec === '../format/money';
        expect(allowed, `${file} imports ${spec}`).toBe(true);
      }
    }
  });
});

// The shared root entry is loaded whole before the first render: zod must not reach it
// (docs/decisions/0005). It takes only types from the schemas, and values from values.ts.
describe('root entry stays free of zod', () => {
  it('re-exports the schemas as types only', () => {
    const root = readFileSync(join(import.meta.dirname, '../../index.ts'), 'utf8');
    expect(root).toMatch(/^export type \* from '\.\/contracts\/schemas';$/m);
    expect(root).not.toMatch(/^export \* from '\.\/contracts\/schemas';$/m);
  });
  it('values.ts has type-only imports', () => {
    const values = readFileSync(join(import.meta.dirname, 'values.ts'), 'utf8');
    for (const [line] of values.matchAll(/^import .*$/gm)) {
      // formatMoney writes the limits' messages; money.ts imports nothing (decision 0034)
      if (line === "import { formatMoney } from '../format/money';") continue;
      expect(line).toMatch(/^import type /);
    }
    const money = readFileSync(join(import.meta.dirname, '../format/money.ts'), 'utf8');
    expect(money).not.toMatch(/^import /m);
  });
});
