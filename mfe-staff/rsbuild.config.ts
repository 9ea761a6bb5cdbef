import { exposesOf } from '@app/shared-contracts/routes';
import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../scripts/federation-shared.mjs';

// Its staff pages (STAFF_ROUTES rows of 'mfe-staff'), as the remote contract of
// @app/shared-contracts names them; each is the file of its name in src/exposes (decision 0037).
const exposes = exposesOf('mfe-staff');

export default defineConfig(
  defineRemoteConfig({
    dir: import.meta.dirname,
    title: 'لوحة الإدارة',
    exposes,
  }),
);
