import type { RouteDef } from '@app/shared-contracts';

/** A route-table entry as the shell reads it. */
export type ShellRoute = RouteDef;
