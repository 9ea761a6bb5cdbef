import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadRemoteComponent } from './load-remote-component';
import type { ExposedModule, RemoteName } from './types';

type Lazy = LazyExoticComponent<ComponentType<object>>;

/**
 * Per exposed module, one load (shared by a preload and the component that renders it) and one
 * lazy component (so re-renders do not suspend again).
 */
const modules = new Map<string, { load?: Promise<ComponentType<object>>; component?: Lazy }>();

function entryOf(remote: RemoteName, module: ExposedModule) {
  const key = `${remote}|${module}`;
  let entry = modules.get(key);
  if (!entry) {
    entry = {};
    modules.set(key, entry);
  }
  return entry;
}

function loadOnce(remote: RemoteName, module: ExposedModule): Promise<ComponentType<object>> {
  const entry = entryOf(remote, module);
  entry.load ??= loadRemoteComponent(remote, module);
  return entry.load;
}

export function lazyRemoteModule(remote: RemoteName, module: ExposedModule): Lazy {
  const entry = entryOf(remote, module);
  entry.component ??= lazy(async () => ({ default: await loadOnce(remote, module) }));
  return entry.component;
}

/**
 * Starts loading a module before anything renders it (issue 9: the first route's remote loads
 * while the shell starts). A failure shows when it renders, through its boundary as before.
 */
export function preloadRemoteModule(remote: RemoteName, module: ExposedModule): void {
  loadOnce(remote, module).catch(() => {});
}

/** A retry loads again (the registry may name another version since). */
export function forgetRemote(remote: RemoteName): void {
  for (const key of modules.keys()) if (key.startsWith(`${remote}|`)) modules.delete(key);
}
