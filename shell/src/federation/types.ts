import type { RemoteName } from '@app/shared-contracts';

// Remote package names (mfe-catalogue...) as in mfe-registry.json and `pnpm mfe`.
export { REMOTE_NAMES, type RemoteName } from '@app/shared-contracts';

/** An exposed module id: `./pages/<route-name>`, `./widgets/<widget-name>` or `./staff/<name>` (decision 0037). */
export type ExposedModule =
  | `./pages/${string}`
  | `./widgets/${string}`
  | `./staff/${string}`
  | `./staff-widgets/${string}`;

export interface RegistryHistoryItem {
  version: string;
  entry: string;
  releasedAt: string;
}

/** A version live for `percent` % of browsers beside the stable one (`pnpm mfe release --canary`). */
export interface RegistryCanary {
  version: string;
  entry: string;
  percent: number;
}

/** One remote of mfe-registry.json: its MF name, live version and manifest URL. */
export interface RegistryRemote {
  name: string;
  version: string;
  entry: string;
  history?: RegistryHistoryItem[];
  canary?: RegistryCanary;
  /** Set on the version this browser chose: 'canary' when it runs the canary. */
  channel?: 'canary';
}

export interface Registry {
  remotes: Partial<Record<RemoteName, RegistryRemote>>;
}

export type RegistryStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RegistryState {
  status: RegistryStatus;
  /** The remotes that were registered with the MF runtime. */
  remotes: Registry['remotes'];
  /** Why the registry (or some of its entries) could not be used; for logs, not for users. */
  error?: string;
}
