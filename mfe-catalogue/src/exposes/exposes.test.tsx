import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteContract } from '@app/shared-contracts';
import { exposedModules } from '../dev/routes';

// The remote exposes exactly the modules of the remote contract (its route-table pages and
// widgets), each with a React component as default export.
const contract = remoteContract['mfe-catalogue'];
// Tests run from the package folder (pnpm --filter mfe-catalogue test).
const config = readFileSync(join(process.cwd(), 'rsbuild.config.ts'), 'utf8');

describe('mfe-catalogue exposes', () => {
  it('lists exactly the contract modules in rsbuild.config.ts and the dev harness', () => {
    const exposed = [...config.matchAll(/'(\.\/(?:pages|widgets)\/[\w-]+)':/g)].map((m) => m[1]);
    expect(exposed.sort()).toEqual([...contract.exposes].sort());
    expect(Object.keys(exposedModules).sort()).toEqual([...contract.exposes].sort());
  });

  for (const id of contract.exposes) {
    it(`${id} default-exports a component`, async () => {
      const load = exposedModules[id];
      if (!load) throw new Error(`${id} is not exposed`);
      const { default: Exposed } = await load();
      expect(typeof Exposed).toBe('function');
    });
  }
});
