import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// What the dev harness shows: every exposed module, at its route-table path.
export type HarnessRoute = { name: string; path: string; page: LazyExoticComponent<ComponentType> };

export const harnessRoutes: HarnessRoute[] = [
  { name: 'lecture', path: '/lectures/:id', page: lazy(() => import('../exposes/lecture')) },
  { name: 'course-lectures', path: '/widgets/course-lectures', page: lazy(() => import('../exposes/course-lectures')) },
];
