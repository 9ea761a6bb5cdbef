import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// What the dev harness shows: every exposed module, at its route-table path.
export type HarnessRoute = { name: string; path: string; page: LazyExoticComponent<ComponentType> };

export const harnessRoutes: HarnessRoute[] = [
  { name: 'exams', path: '/exams', page: lazy(() => import('../exposes/exams')) },
  { name: 'exam-session', path: '/exams/session', page: lazy(() => import('../exposes/exam-session')) },
  { name: 'my-exams', path: '/my-exams/exams', page: lazy(() => import('../exposes/my-exams')) },
  { name: 'my-homeworks', path: '/my-exams/homeworks', page: lazy(() => import('../exposes/my-homeworks')) },
  { name: 'exam-details', path: '/widgets/exam-details', page: lazy(() => import('../exposes/exam-details')) },
];
