import { useMemo } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import type { ShellRoute } from '../../routing/types';

/** The route-table entry for the address: the first match, as `Switch` picks it (its meta drives footer, back button, title…). */
export function useCurrentRoute(table: readonly ShellRoute[]): ShellRoute | undefined {
  const [pathname] = useLocation();
  const { parser } = useRouter();
  return useMemo(
    () => table.find((route) => matchRoute(parser, route.path, pathname)[0]),
    [table, parser, pathname],
  );
}
