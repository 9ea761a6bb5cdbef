import { type ExposedLoader, harnessRoutes } from '@app/dev-kit/dev-harness';

// The modules the dev harness shows (the exposes of rsbuild.config.ts).
export const exposedModules: Record<string, ExposedLoader> = {
  './pages/wallet': () => import('../exposes/wallet'),
  './pages/wallet-topups': () => import('../exposes/wallet-topups'),
  './pages/notifications': () => import('../exposes/notifications'),
  './widgets/wallet-card': () => import('../exposes/wallet-card'),
  './widgets/notification-bell': () => import('../exposes/notification-bell'),
  './widgets/checkout': () => import('../exposes/checkout'),
  './staff-widgets/takings': () => import('../exposes/takings'),
  './staff-widgets/topups-queue': () => import('../exposes/topups-queue'),
  './staff/topups': () => import('../exposes/topups'),
  './staff/cash': () => import('../exposes/cash'),
  './staff/ledger': () => import('../exposes/ledger'),
  './staff/student-wallet': () => import('../exposes/student-wallet'),
  './staff/card-batches': () => import('../exposes/card-batches'),
  './staff/card-batch': () => import('../exposes/card-batch'),
};

export const devRoutes = harnessRoutes('mfe-wallet', exposedModules);
