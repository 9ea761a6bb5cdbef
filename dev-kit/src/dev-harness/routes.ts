import { type RemoteName, routesOf } from '@app/shared-contracts';
import { defaultDashboardRange } from '@app/shared-contracts/schemas';
import { staffRouteTable } from '@app/shared-contracts/staff-routes';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

export type HarnessPage = ComponentType | LazyExoticComponent<ComponentType>;
export type HarnessRoute = { name: string; path: string; page: HarnessPage };

/** `() => import('../exposes/x')`; a widget may take props. */
export type ExposedLoader = () => Promise<{ default: ComponentType<never> }>;

/**
 * What a remote's dev harness shows: every exposed page at its route-table path, every widget
 * at /widgets/<name>. A widget that needs props gets its page from `widgetPage` (a demo that
 * feeds it); by default it is rendered without any.
 */
export function harnessRoutes(
  remote: RemoteName,
  exposedModules: Readonly<Record<string, ExposedLoader>>,
  widgetPage: (widget: string, load: ExposedLoader) => HarnessPage = (_, load) => lazyPage(load),
): HarnessRoute[] {
  const pages = routesOf(remote).flatMap((route) => {
    const load = exposedModules[route.exposed];
    return load ? [{ name: route.name, path: route.path, page: lazyPage(load) }] : [];
  });
  // Its staff pages (decision 0037) at their /staff paths, outside the shell's staff frame.
  const staffPages = staffRouteTable.flatMap((route) => {
    const load = route.remote === remote ? exposedModules[route.exposed] : undefined;
    return load ? [{ name: `staff-${route.name}`, path: route.path, page: lazyPage(load) }] : [];
  });
  const widgets = Object.entries(exposedModules)
    .filter(([id]) => id.startsWith('./widgets/'))
    .map(([id, load]) => ({
      name: id.slice(2),
      path: `/${id.slice(2)}`,
      page: widgetPage(id.slice('./widgets/'.length), load),
    }));
  // The staff dashboard's widgets (decision 0042) at /staff-widgets/<name>, over the last 30 days.
  const staffWidgets = Object.entries(exposedModules)
    .filter(([id]) => id.startsWith('./staff-widgets/'))
    .map(([id, load]) => ({ name: id.slice(2), path: `/${id.slice(2)}`, page: staffWidgetPage(load) }));
  return [...pages, ...staffPages, ...widgets, ...staffWidgets];
}

function staffWidgetPage(load: ExposedLoader): HarnessPage {
  const Widget = lazy(load as () => Promise<{ default: ComponentType<{ from: string; to: string }> }>);
  return () => createElement(Widget, defaultDashboardRange());
}

// The harness renders exposed pages without props, as the shell does.
const lazyPage = (load: ExposedLoader) => lazy(load as () => Promise<{ default: ComponentType }>);
