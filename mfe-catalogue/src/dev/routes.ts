import { routesOf } from '@app/shared-contracts';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { WidgetDemo } from './widget-demo';

// What the dev harness shows: every exposed page at its route-table path, every widget
// at /widgets/<name>.
export type HarnessRoute = {
  name: string;
  path: string;
  page: LazyExoticComponent<ComponentType> | ComponentType;
};

type Loader = () => Promise<{ default: ComponentType<never> }>;
export const exposedModules: Record<string, Loader> = {
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
};

const pages = routesOf('mfe-catalogue').flatMap((route) => {
  const load = exposedModules[route.exposed];
  return load
    ? [{ name: route.name, path: route.path, page: lazy(load as () => Promise<{ default: ComponentType }>) }]
    : [];
});
const widgets = Object.entries(exposedModules)
  .filter(([id]) => id.startsWith('./widgets/'))
  .map(([id]) => {
    const widget = id.slice('./widgets/'.length) as 'course-card' | 'course-access';
    // widgets take props: the demo feeds them a real course
    return { name: id.slice(2), path: `/${id.slice(2)}`, page: () => createElement(WidgetDemo, { widget }) };
  });

export const harnessRoutes: HarnessRoute[] = [...pages, ...widgets];
