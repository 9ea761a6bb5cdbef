import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// What the dev harness shows: every exposed module, at its route-table path.
export type HarnessRoute = { name: string; path: string; page: LazyExoticComponent<ComponentType> };

export const harnessRoutes: HarnessRoute[] = [
  { name: 'wallet', path: '/wallet', page: lazy(() => import('../exposes/wallet')) },
  { name: 'wallet-card', path: '/widgets/wallet-card', page: lazy(() => import('../exposes/wallet-card')) },
  { name: 'notification-bell', path: '/widgets/notification-bell', page: lazy(() => import('../exposes/notification-bell')) },
];
