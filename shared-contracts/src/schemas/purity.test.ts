import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The api imports `@app/shared-contracts/schemas` in Node: it must not pull React, axios or zustand.
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
          spec === '../format/digits';
        expect(allowed, `${file} imports ${spec}`).toBe(true);
      }
    }
  });
});
