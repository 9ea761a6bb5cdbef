import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// What the dev harness shows: every exposed module, at its route-table path.
export type HarnessRoute = { name: string; path: string; page: LazyExoticComponent<ComponentType> };

export const harnessRoutes: HarnessRoute[] = [
  { name: 'help', path: '/help', page: lazy(() => import('../exposes/help')) },
  { name: 'attachments', path: '/attachments', page: lazy(() => import('../exposes/attachments')) },
  { name: 'my-questions', path: '/questions-bank/my-questions', page: lazy(() => import('../exposes/my-questions')) },
  { name: 'questions-bank', path: '/questions-bank/directories/:id?', page: lazy(() => import('../exposes/questions-bank')) },
  { name: 'our-outlets', path: '/our-outlets', page: lazy(() => import('../exposes/our-outlets')) },

];
