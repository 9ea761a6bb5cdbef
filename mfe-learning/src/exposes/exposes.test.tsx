import { remoteContract } from '@app/shared-contracts';
import { exposedModules } from '../dev/routes';

// The remote exposes exactly the modules of the remote contract (its route-table pages and
// widgets), each with a React component as default export.
const contract = remoteContract['mfe-learning'];

describe('mfe-learning exposes', () => {
  // rsbuild.config.ts takes its exposes from the contract (shared-contracts checks the files).
  it('lists exactly the contract modules in the dev harness', () => {
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
