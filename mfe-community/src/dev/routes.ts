import { type ExposedLoader, harnessRoutes } from '@app/dev-kit/dev-harness';

// The modules the dev harness shows (the exposes of rsbuild.config.ts).
export const exposedModules: Record<string, ExposedLoader> = {
  './pages/help': () => import('../exposes/help'),
  './pages/attachments': () => import('../exposes/attachments'),
  './pages/my-questions': () => import('../exposes/my-questions'),
  './pages/questions-bank': () => import('../exposes/questions-bank'),
  './pages/our-outlets': () => import('../exposes/our-outlets'),
  './pages/my-tickets': () => import('../exposes/my-tickets'),
  './staff-widgets/support-queues': () => import('../exposes/support-queues'),
  './staff/support-tickets': () => import('../exposes/support-tickets'),
  './staff/support-ticket': () => import('../exposes/support-ticket'),
  './staff/bank-questions': () => import('../exposes/bank-questions'),
  './staff/bank-question': () => import('../exposes/bank-question'),
  './staff/study-notes': () => import('../exposes/study-notes'),
  './staff/outlets': () => import('../exposes/outlets'),
};

export const devRoutes = harnessRoutes('mfe-community', exposedModules);
