import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposeFileOf, exposesOf } from './exposes';
import { REMOTE_NAMES } from './route-table';

// Each exposed module is named once, in the remote contract: every remote's src/exposes holds a
// file for each of its modules and nothing else, and its rsbuild config takes `exposes` from
// the contract instead of listing them again (decision 0034).
const root = join(import.meta.dirname, '../../../..');

describe.each(REMOTE_NAMES)('%s exposes', (remote) => {
  it('has one file in src/exposes per contract module, and no other', () => {
    const files = readdirSync(join(root, remote, 'src/exposes'))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => `./src/exposes/${f}`);
    expect(files.sort()).toEqual(Object.values(exposesOf(remote)).sort());
  });

  it('builds its federation exposes from the contract', () => {
    const config = readFileSync(join(root, remote, 'rsbuild.config.ts'), 'utf8');
    expect(config).toContain(`exposesOf('${remote}')`);
    expect(config).not.toMatch(/'\.\/(pages|widgets)\//);
  });
});

describe('exposeFileOf', () => {
  it('names the file after the module', () => {
    expect(exposeFileOf('./widgets/wallet-card')).toBe('./src/exposes/wallet-card.tsx');
    expect(exposeFileOf('./pages/my-exams')).toBe('./src/exposes/my-exams.tsx');
  });
});
