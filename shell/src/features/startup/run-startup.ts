import {
  detectPlatform,
  getAuthUser,
  pathFor,
  receiveUser,
  sessionStore,
  statusOf,
} from '@app/shared-contracts';
// The registry module itself, not the federation index: the entry runs this before React's DOM
// renderer and @app/ui are evaluated (src/index.tsx).
import { registryReady } from '../../federation/registry';
import { readAppHandoff } from '../../lib/handoff';
import { getAppData } from './api/get-app-data';

export type StartupResult =
  /** app data is in the session; authFailed: the token check failed for a reason other than 401 */
  | { status: 'ready'; authFailed: boolean }
  /** GET /app failed: message (1) */
  | { status: 'app-failed' };

/**
 * Start-up order of spec 1 §4: platform (once), the app's auto-login hand-off, the registry in the
 * background, app data, then the token check. The router is created after this, so address-bar
 * rewrites here (hand-off target, /login after a 401) are what it first renders.
 */
type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
/** A promise that never rejects unobserved while another call is awaited first. */
const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
const unwrap = async <T>(p: Promise<Settled<T>>): Promise<T> => {
  const r = await p;
  if (r.ok) return r.value;
  throw r.error;
};

export async function runStartup(): Promise<StartupResult> {
  const session = sessionStore.getState();
  const { platform, installedVersion } = detectPlatform();
  session.setPlatform(platform, installedVersion);

  // Remote pages wait for it themselves; the shell's own pages never do. Read once per page
  // load: the first page's preload (src/index.tsx) may have read it already.
  void registryReady().catch(() => undefined);

  const handoff = readAppHandoff(window.location.pathname, window.location.search);
  if (handoff) {
    session.setToken(handoff.token);
    window.history.replaceState(null, '', handoff.target);
  }

  // Both calls go out at once (issue 9: one round trip less before a signed-in page); their
  // answers are still handled in the spec's order, app data first.
  const user = sessionStore.getState().token ? settle(getAuthUser()) : null;
  try {
    session.setAppData(await getAppData());
  } catch {
    return { status: 'app-failed' };
  }

  if (!user) return { status: 'ready', authFailed: false };
  try {
    receiveUser(await unwrap(user));
    return { status: 'ready', authFailed: false };
  } catch (error) {
    if (statusOf(error) === 401) {
      sessionStore.getState().clearSession();
      window.history.replaceState(null, '', pathFor('login'));
      return { status: 'ready', authFailed: false };
    }
    return { status: 'ready', authFailed: true };
  }
}

let firstRun: Promise<StartupResult> | null = null;
let firstResult: StartupResult | null = null;

/** The page's one start-up: the bootstrap starts it before React's first render, the gate awaits it. */
export function startupOnce(): Promise<StartupResult> {
  firstRun ??= runStartup().then((result) => {
    firstResult = result;
    return result;
  });
  return firstRun;
}

/** Its result once settled, so that the first render can be the app itself. */
export const settledStartup = (): StartupResult | null => firstResult;
