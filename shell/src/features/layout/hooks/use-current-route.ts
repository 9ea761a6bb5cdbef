import { matchRoutes, useLocation } from '@app/router';
import { useMemo } from 'react';
import type { ShellRoute } from '../../routing/types';

/** The route-table entry for the address, ranked as `Routes` picks it (its meta drives footer, back button, title…). */
export function useCurrentRoute(table: readonly ShellRoute[]): ShellRoute | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes([...table], pathname)?.[0]?.route, [table, pathname]);
}
