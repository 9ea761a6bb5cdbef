import { useMatches } from 'react-router';
import type { ShellRoute } from '../../routing/types';

/** The deepest matched route of the table (its meta drives footer, back button, title…). */
export function useCurrentRoute(): ShellRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { route?: ShellRoute } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
