import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// What the dev harness shows: every exposed module, at its route-table path.
export type HarnessRoute = { name: string; path: string; page: LazyExoticComponent<ComponentType> };

export const harnessRoutes: HarnessRoute[] = [
  { name: 'welcome', path: '/', page: lazy(() => import('../exposes/welcome')) },
  { name: 'home', path: '/home', page: lazy(() => import('../exposes/home')) },
  { name: 'courses', path: '/courses', page: lazy(() => import('../exposes/courses')) },
  { name: 'course', path: '/courses/:id', page: lazy(() => import('../exposes/course')) },
  { name: 'my-courses', path: '/my-courses', page: lazy(() => import('../exposes/my-courses')) },
  { name: 'teachers', path: '/teachers', page: lazy(() => import('../exposes/teachers')) },
  { name: 'teacher', path: '/teachers/:id', page: lazy(() => import('../exposes/teacher')) },
  { name: 'profile', path: '/profile', page: lazy(() => import('../exposes/profile')) },
  { name: 'course-card', path: '/widgets/course-card', page: lazy(() => import('../exposes/course-card')) },
  { name: 'course-access', path: '/widgets/course-access', page: lazy(() => import('../exposes/course-access')) },
];
