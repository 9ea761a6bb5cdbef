import { type ExposedLoader, harnessRoutes } from '@app/dev-kit/dev-harness';

// The modules the dev harness shows (the exposes of rsbuild.config.ts).
export const exposedModules: Record<string, ExposedLoader> = {
  './staff/dashboard': () => import('../exposes/dashboard'),
  './staff/students': () => import('../exposes/students'),
  './staff/student': () => import('../exposes/student'),
  './staff/messages': () => import('../exposes/messages'),
  './staff/students-import': () => import('../exposes/students-import'),
  './staff/accounts': () => import('../exposes/accounts'),
  './staff/settings': () => import('../exposes/settings'),
  './staff/audit': () => import('../exposes/audit'),
  './staff-widgets/students-activity': () => import('../exposes/students-activity'),
};

export const devRoutes = harnessRoutes('mfe-staff', exposedModules);
