import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../scripts/federation-shared.mjs';

// The pages of the routes this remote owns in the route table of @app/shared-contracts,
// and the widgets other packages embed. Nothing else is public.
const exposes = {
  './pages/lecture': './src/exposes/lecture.tsx',
  './widgets/course-lectures': './src/exposes/course-lectures.tsx',
};

export default defineConfig(
  defineRemoteConfig({
    dir: import.meta.dirname,
    title: 'المحاضرات',
    exposes,
  }),
);
