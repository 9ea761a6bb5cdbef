import { matchRoutes, useLocation } from '@app/router';
import type { RouteDef } from '@app/shared-contracts';
import { useMemo } from 'react';

/** The route-table entry for the address, ranked as `Routes` picks it (its meta drives footer, back button, title…). */
export function useCurrentRoute(table: readonly RouteDef[]): RouteDef | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes([...table], pathname)?.[0]?.route, [table, pathname]);
}
