import type { PagePrefetch } from '@app/shared-contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { markLoaded, registryReady } from './registry';
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

/** Errors already counted as load failures, so the boundary does not count them as render errors. */
const loadFailures = new WeakSet<object>();
export const isLoadFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && loadFailures.has(error);

type HealthEvent = 'load' | 'failure' | 'render';
/** Health reports load after the first render: their code is not on the start-up path. */
export function report(remote: RemoteName, version: string | undefined, event: HealthEvent, ms?: number) {
  void import('./health').then((health) => health.reportHealth(remote, version, event, ms)).catch(() => {});
}

const isComponent = (value: unknown): value is ComponentType<object> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

export type RemoteExports = { component: ComponentType<object>; prefetch?: PagePrefetch };

/** Loads the default export of `remote`'s exposed `module` through the MF runtime. */
export async function loadRemoteComponent(
  remote: RemoteName,
  module: ExposedModule,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<ComponentType<object>> {
  return (await loadRemoteExports(remote, module, timeoutMs)).component;
}

/** The exposed module's component and, for a page that has one, its data prefetch. */
export async function loadRemoteExports(
  remote: RemoteName,
  module: ExposedModule,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<RemoteExports> {
  const { remotes } = await registryReady();
  const entry = remotes[remote];
  if (!entry) throw new RemoteLoadError(`${remote} is not in the registry`);
  const id = `${entry.name}/${module.replace(/^\.\//, '')}`;
  const started = performance.now();
  try {
    const loaded = await withTimeout(loadRemote<unknown>(id), timeoutMs, id);
    const exports = loaded && typeof loaded === 'object' ? (loaded as Record<string, unknown>) : {};
    const component = 'default' in exports ? exports.default : loaded;
    if (!isComponent(component)) throw new RemoteLoadError(`${id} has no default component`);
    markLoaded(remote);
    report(remote, entry.version, 'load', performance.now() - started);
    const prefetch = typeof exports.prefetch === 'function' ? (exports.prefetch as PagePrefetch) : undefined;
    return { component, prefetch };
  } catch (error) {
    // Manifest, entry or chunk: counted against this version (health of the release).
    if (typeof error === 'object' && error !== null) loadFailures.add(error);
    report(remote, entry.version, 'failure');
    throw error;
  }
}
