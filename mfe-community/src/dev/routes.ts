import { routesOf } from '@app/shared-contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// What the dev harness shows: every exposed page at its route-table path, every widget
// at /widgets/<name>.
export type HarnessRoute = { name: string; path: string; page: LazyExoticComponent<ComponentType> };

type Loader = () => Promise<{ default: ComponentType }>;
export const exposedModules: Record<string, Loader> = {
  './pages/help': () => import('../exposes/help'),
  './pages/attachments': () => import('../exposes/attachments'),
  './pages/my-questions': () => import('../exposes/my-questions'),
  './pages/questions-bank': () => import('../exposes/questions-bank'),
  './pages/our-outlets': () => import('../exposes/our-outlets'),
};

const pages = routesOf('mfe-community').flatMap((route) => {
  const load = exposedModules[route.exposed];
  return load ? [{ name: route.name, path: route.path, page: lazy(load) }] : [];
});
const widgets = Object.entries(exposedModules)
  .filter(([id]) => id.startsWith('./widgets/'))
  .map(([id, load]) => ({ name: id.slice(2), path: `/${id.slice(2)}`, page: lazy(load) }));

export const harnessRoutes: HarnessRoute[] = [...pages, ...widgets];
