import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';
import { REGISTRY_URL, takeEarlyRegistry } from '../lib/early-requests';
import { bucketId, chooseVersion, showChoice } from './canary';
import { REMOTE_NAMES, type RegistryRemote, type RegistryState, type RemoteName } from './types';
import { yieldBetweenSteps } from './yield-between-steps';

export { REGISTRY_URL };

let state: RegistryState = { status: 'idle', remotes: {} };
let pending: Promise<RegistryState> | null = null;
const listeners = new Set<() => void>();
/** Manifest URL each remote is registered with, to re-register only what changed. */
const registered = new Map<string, string>();
/** The version of each remote that rendered something in this page: kept until the next load. */
const pinned = new Map<RemoteName, RegistryRemote>();

/** A module of `remote` loaded: later registry reads (a retry) keep this version, never mixing two. */
export function markLoaded(remote: RemoteName) {
  const chosen = state.remotes[remote];
  if (chosen && !pinned.has(remote)) pinned.set(remote, chosen);
}

function setState(next: RegistryState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getRegistryState = () => state;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registry status for the UI (e.g. to log or show that remotes are unavailable). */
export function useRegistry(): RegistryState {
  return useSyncExternalStore(subscribe, getRegistryState, getRegistryState);
}

const isRemoteName = (key: string): key is RemoteName => (REMOTE_NAMES as readonly string[]).includes(key);

function validEntry(value: unknown): value is RegistryRemote {
  if (!value || typeof value !== 'object') return false;
  const { name, version, entry } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    /^[A-Za-z_$][\w$]*$/.test(name) &&
    typeof version === 'string' &&
    typeof entry === 'string' &&
    entry.length > 0
  );
}

// The MF runtime resolves a manifest's relative assets against the manifest URL.
const absolute = (entry: string) => new URL(entry, window.location.href).href;

let pluginsRegistered = false;

function register(remote: RegistryRemote, force = false) {
  // Before the first remote is known, so that every load of a remote goes through them.
  if (!pluginsRegistered) {
    registerPlugins([yieldBetweenSteps()]);
    pluginsRegistered = true;
  }
  const entry = absolute(remote.entry);
  if (!force && registered.get(remote.name) === entry) return;
  // force drops the runtime's caches for that remote (manifest, container, failed loads).
  registerRemotes([{ name: remote.name, entry }], {
    force: force || registered.has(remote.name),
  });
  registered.set(remote.name, entry);
}

async function fetchRegistry(url: string): Promise<RegistryState> {
  try {
    // The entry's request of the first load (src/index.tsx), else a new one.
    const early = url === REGISTRY_URL ? await takeEarlyRegistry() : null;
    const response = early ?? (await fetch(url, { cache: 'no-store' }));
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const body = (await response.json()) as { remotes?: Record<string, unknown> };
    if (!body || typeof body.remotes !== 'object' || body.remotes === null) {
      throw new Error('registry has no "remotes" object');
    }
    const remotes: RegistryState['remotes'] = {};
    const problems: string[] = [];
    const bucket = bucketId();
    // One bad entry disables that remote only.
    for (const [key, value] of Object.entries(body.remotes)) {
      if (!isRemoteName(key) || !validEntry(value)) {
        problems.push(`ignored registry entry "${key}"`);
        continue;
      }
      try {
        // Stable or canary (sticky per browser); a version already in use stays.
        const chosen = pinned.get(key) ?? chooseVersion(key, value, bucket);
        register(chosen);
        remotes[key] = chosen;
        showChoice(key, chosen, bucket);
      } catch (error) {
        problems.push(`${key}: ${String(error)}`);
      }
    }
    return { status: 'ready', remotes, ...(problems.length ? { error: problems.join('; ') } : {}) };
  } catch (error) {
    // The shell's own pages keep working; remote slots show their fallback.
    return { status: 'error', remotes: state.remotes, error: String(error) };
  }
}

/**
 * Reads mfe-registry.json (never from the HTTP cache) and registers every remote with the
 * default MF runtime instance. Never throws: a registry that cannot be read leaves
 * status 'error' and the shell working.
 */
export function loadRegistry(url: string = REGISTRY_URL): Promise<RegistryState> {
  if (pending) return pending;
  setState({ ...state, status: 'loading' });
  pending = fetchRegistry(url).then((next) => {
    pending = null;
    setState(next);
    return next;
  });
  return pending;
}

/** Resolves once a registry load finished, starting one if none ever ran. */
export function registryReady(): Promise<RegistryState> {
  if (pending) return pending;
  if (state.status === 'idle') return loadRegistry();
  return Promise.resolve(state);
}

/**
 * Retry path: re-reads the registry (it may name another version since) and forces the
 * runtime to forget everything it cached for that remote.
 */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  const { remotes } = await loadRegistry();
  const entry = remotes[remote];
  if (!entry) return;
  try {
    register(entry, true);
  } catch {
    // The next load reports the failure through the fallback.
  }
}
