import type { AppData } from '../schemas/app-data';
import { matchPath } from './match-path';
import { type AppRoute, type RouteDef, type RouteName, routeTable } from './route-table';

const byName = new Map<string, AppRoute>(routeTable.map((r) => [r.name, r]));

export function routeByName(name: RouteName): AppRoute;
export function routeByName(name: string): AppRoute | undefined;
export function routeByName(name: string): AppRoute | undefined {
  return byName.get(name);
}

export type PathParams = Record<string, string | number>;
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Builds the URL of a named route: `pathFor('course', { id: 5 }, { tab: 'x' })` -> '/courses/5?tab=x'. */
export function pathFor(name: RouteName, params: PathParams = {}, query: QueryParams = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  const path =
    route.path === '*'
      ? '/not-found'
      : route.path.replace(/:(\w+)/g, (_, key: string) => {
          const value = params[key];
          if (value === undefined || value === '')
            throw new Error(`Missing param "${key}" for route ${name}`);
          return encodeURIComponent(String(value));
        });
  const qs = queryString(query);
  return qs ? `${path}?${qs}` : path;
}

/** `a=1&b=x` of the values that are set (undefined, null and '' are left out). */
export function queryString(query: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** The route a pathname renders (the catch-all when nothing else matches), with its params. */
export function matchRoute(pathname: string): { route: AppRoute; params: Record<string, string> } {
  for (const route of routeTable) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return { route: byName.get('catch-all') as AppRoute, params: {} };
}

/** Whether the app-data flag gating the route holds (routes without a flag are always on). */
export function isRouteEnabled(route: Pick<RouteDef, 'flag'>, appData: AppData | null | undefined): boolean {
  if (!route.flag) return true;
  if (!appData) return false;
  const flag = route.flag;
  if ('equals' in flag) return appData[flag.setting] === flag.equals;
  return appData[flag.setting] === true;
}

/** Routes owned by one remote (or the shell). */
export function routesOf(owner: RouteDef['remote']): AppRoute[] {
  return routeTable.filter((r) => r.remote === owner);
}
