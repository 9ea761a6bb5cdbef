import { type ExposedLoader, harnessRoutes } from '@app/dev-kit/dev-harness';

// The modules the dev harness shows (the exposes of rsbuild.config.ts).
export const exposedModules: Record<string, ExposedLoader> = {
  './pages/lecture': () => import('../exposes/lecture'),
  './widgets/course-lectures': () => import('../exposes/course-lectures'),
  './staff-widgets/top-views': () => import('../exposes/top-views'),
  './staff/course-lectures-editor': () => import('../exposes/course-lectures-editor'),
  './staff/lecture-editor': () => import('../exposes/lecture-editor'),
  './staff/video-media': () => import('../exposes/video-media'),
};

export const devRoutes = harnessRoutes('mfe-learning', exposedModules);
