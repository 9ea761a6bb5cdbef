import { type ExposedLoader, harnessRoutes } from '@app/dev-kit/dev-harness';
import { createElement } from 'react';
import { WidgetDemo } from './widget-demo';

// The modules the dev harness shows (the exposes of rsbuild.config.ts).
export const exposedModules: Record<string, ExposedLoader> = {
  './pages/welcome': () => import('../exposes/welcome'),
  './pages/home': () => import('../exposes/home'),
  './pages/courses': () => import('../exposes/courses'),
  './pages/course': () => import('../exposes/course'),
  './pages/my-courses': () => import('../exposes/my-courses'),
  './pages/teachers': () => import('../exposes/teachers'),
  './pages/teacher': () => import('../exposes/teacher'),
  './pages/profile': () => import('../exposes/profile'),
  './widgets/course-card': () => import('../exposes/course-card'),
  './widgets/course-access': () => import('../exposes/course-access'),
  './staff-widgets/top-sales': () => import('../exposes/top-sales'),
  './staff/catalogue-courses': () => import('../exposes/catalogue-courses'),
  './staff/catalogue-course': () => import('../exposes/catalogue-course'),
  './staff/catalogue-teachers': () => import('../exposes/catalogue-teachers'),
  './staff/catalogue-taxonomy': () => import('../exposes/catalogue-taxonomy'),
};

// Widgets take props: the demo feeds them a real course.
export const devRoutes = harnessRoutes(
  'mfe-catalogue',
  exposedModules,
  (widget) => () => createElement(WidgetDemo, { widget: widget as 'course-card' | 'course-access' }),
);
