import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../scripts/federation-shared.mjs';

// The pages of the routes this remote owns in the route table of @app/shared-contracts,
// and the widgets other packages embed. Nothing else is public.
const exposes = {
  './pages/exams': './src/exposes/exams.tsx',
  './pages/exam-session': './src/exposes/exam-session.tsx',
  './pages/my-exams': './src/exposes/my-exams.tsx',
  './pages/my-homeworks': './src/exposes/my-homeworks.tsx',
  './widgets/exam-details': './src/exposes/exam-details.tsx',
};

export default defineConfig(
  defineRemoteConfig({
    dir: import.meta.dirname,
    title: 'الامتحانات والواجبات',
    exposes,
  }),
);
