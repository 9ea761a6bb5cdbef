import { exposesOf } from '@app/shared-contracts/routes';
import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../scripts/federation-shared.mjs';

// Its pages (the route table's) and widgets, as the remote contract of @app/shared-contracts
// names them; each is the file of its name in src/exposes. Nothing else is public.
const exposes = exposesOf('mfe-community');

export default defineConfig(
  defineRemoteConfig({
    dir: import.meta.dirname,
    title: 'الدعم والمجتمع',
    exposes,
  }),
);
