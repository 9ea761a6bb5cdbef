import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '../scripts/federation-shared.mjs';

// The pages of the routes this remote owns in the route table of @app/shared-contracts,
// and the widgets other packages embed. Nothing else is public.
const exposes = {
  './pages/welcome': './src/exposes/welcome.tsx',
  './pages/home': './src/exposes/home.tsx',
  './pages/courses': './src/exposes/courses.tsx',
  './pages/course': './src/exposes/course.tsx',
  './pages/my-courses': './src/exposes/my-courses.tsx',
  './pages/teachers': './src/exposes/teachers.tsx',
  './pages/teacher': './src/exposes/teacher.tsx',
  './pages/profile': './src/exposes/profile.tsx',
  './widgets/course-card': './src/exposes/course-card.tsx',
  './widgets/course-access': './src/exposes/course-access.tsx',
};

export default defineConfig(
  defineRemoteConfig({
    dir: import.meta.dirname,
    title: 'الكتالوج والصفحة الرئيسية',
    exposes,
  }),
);
