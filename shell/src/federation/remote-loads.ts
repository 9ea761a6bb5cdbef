import type { ComponentType } from 'react';
import { loadRemoteComponent } from './load-remote-component';
import type { ExposedModule, RemoteName } from './types';

// One load per exposed module, shared by a preload and the component that renders it.
const loads = new Map<string, Promise<ComponentType<object>>>();

export function loadOnce(remote: RemoteName, module: ExposedModule): Promise<ComponentType<object>> {
  const key = `${remote}|${module}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteComponent(remote, module);
    loads.set(key, load);
  }
  return load;
}

/**
 * Starts loading a module before anything renders it (issue 9: the first route's remote loads
 * while the shell starts). A failure shows when it renders, through its boundary as before.
 */
export function preloadRemoteModule(remote: RemoteName, module: ExposedModule): void {
  loadOnce(remote, module).catch(() => {});
}

/** A retry loads again (the registry may name another version since). */
export function forgetLoads(remote: RemoteName): void {
  for (const key of loads.keys()) if (key.startsWith(`${remote}|`)) loads.delete(key);
}
