import type { PageAddress } from '@app/shared-contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadRemoteExports, type RemoteExports } from './load-remote-component';
import type { ExposedModule, RemoteName } from './types';

type Lazy = LazyExoticComponent<ComponentType<object>>;

/**
 * Per exposed module, one load (shared by a preload and the component that renders it) and one
 * lazy component (so re-renders do not suspend again).
 */
const modules = new Map<string, { load?: Promise<RemoteExports>; component?: Lazy }>();

function entryOf(remote: RemoteName, module: ExposedModule) {
  const key = `${remote}|${module}`;
  let entry = modules.get(key);
  if (!entry) {
    entry = {};
    modules.set(key, entry);
  }
  return entry;
}

function loadOnce(remote: RemoteName, module: ExposedModule): Promise<RemoteExports> {
  const entry = entryOf(remote, module);
  entry.load ??= loadRemoteExports(remote, module);
  return entry.load;
}

export function lazyRemoteModule(remote: RemoteName, module: ExposedModule): Lazy {
  const entry = entryOf(remote, module);
  entry.component ??= lazy(async () => ({ default: (await loadOnce(remote, module)).component }));
  return entry.component;
}

/**
 * Starts loading a module before anything renders it (issue 9: the first route's remote loads
 * while the shell starts), and with `address` the page's data as soon as its code is here. A
 * failure shows when it renders, through its boundary as before.
 */
export function preloadRemoteModule(remote: RemoteName, module: ExposedModule, address?: PageAddress): void {
  loadOnce(remote, module)
    .then(({ prefetch }) => {
      if (address) prefetch?.(address);
    })
    .catch(() => {});
}

/** A retry loads again (the registry may name another version since). */
export function forgetRemote(remote: RemoteName): void {
  for (const key of modules.keys()) if (key.startsWith(`${remote}|`)) modules.delete(key);
}
