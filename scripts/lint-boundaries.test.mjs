// The import boundaries of .dependency-cruiser.cjs, tried on a small tree of deliberate
// violations: each rule must refuse its case, and the allowed imports must pass.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const FILES = {
  'mfe-wallet/src/features/topup/api/get-topup.ts': 'export const x = 1;\n',
  'mfe-wallet/src/features/topup/components/form.tsx':
    "import { x } from '../api/get-topup';\nexport const y = x;\n",
  'mfe-wallet/src/features/transfer/components/cross-feature.tsx':
    "import { x } from '../../topup/api/get-topup';\nexport const z = x;\n",
  'mfe-wallet/src/pages/wallet-page.tsx':
    "import { y } from '../features/topup/components/form';\nexport const p = y;\n",
  'mfe-wallet/src/features/topup/components/into-page.tsx':
    "import { p } from '../../../pages/wallet-page';\nexport const q = p;\n",
  'mfe-wallet/src/features/topup/components/cross-remote-by-name.tsx':
    "import { c } from '@app/mfe-catalogue/src/pages/home';\nexport const r = c;\n",
  'mfe-wallet/src/features/topup/components/cross-remote-by-path.tsx':
    "import { c } from '../../../../../mfe-catalogue/src/pages/home';\nexport const s = c;\n",
  'mfe-catalogue/src/pages/home.tsx': 'export const c = 1;\n',
  'shell/src/into-contracts-src.ts':
    "import { k } from '../../shared-contracts/src/index';\nexport const t = k;\n",
  'shared-contracts/src/index.ts': 'export const k = 1;\n',
};

let root;
let violations;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const res = await cruise(['mfe-wallet/src', 'mfe-catalogue/src', 'shell/src', 'shared-contracts/src'], {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    });
    violations = res.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  } finally {
    process.chdir(cwd);
  }
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('import boundaries (pnpm lint)', () => {
  it('refuses a feature importing another feature', () => {
    expect(violations).toContain(
      'no-cross-feature: mfe-wallet/src/features/transfer/components/cross-feature.tsx -> mfe-wallet/src/features/topup/api/get-topup.ts',
    );
  });
  it('refuses a remote importing another remote, by name or by path', () => {
    expect(violations.filter((v) => v.startsWith('no-cross-remote'))).toHaveLength(2);
  });
  it('refuses a relative import into another package', () => {
    expect(
      violations.some((v) => v.startsWith('by-package-name-only: shell/src/into-contracts-src.ts')),
    ).toBe(true);
  });
  it('refuses a feature importing a page', () => {
    expect(violations.some((v) => v.startsWith('features-not-into-pages'))).toBe(true);
  });
  it('lets a page compose features and a feature use its own files', () => {
    expect(violations.filter((v) => v.includes('wallet-page.tsx ->') || v.includes('form.tsx ->'))).toEqual(
      [],
    );
  });
});
