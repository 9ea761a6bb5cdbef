import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { registryReady } from './registry';
import type { ExposedModule, RemoteName } from './types';

/** Spec 1 §9: lazily loaded screen chunks time out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const isComponent = (value: unknown): value is ComponentType<object> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** Loads the default export of `remote`'s exposed `module` through the MF runtime. */
export async function loadRemoteComponent(
  remote: RemoteName,
  module: ExposedModule,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<ComponentType<object>> {
  const { remotes } = await registryReady();
  const entry = remotes[remote];
  if (!entry) throw new RemoteLoadError(`${remote} is not in the registry`);
  const id = `${entry.name}/${module.replace(/^\.\//, '')}`;
  const loaded = await withTimeout(loadRemote<unknown>(id), timeoutMs, id);
  const component = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
  if (!isComponent(component)) throw new RemoteLoadError(`${id} has no default component`);
  return component;
}
