import { detectPlatform, getAuthUser, sessionStore, statusOf } from '@app/shared-contracts';
import { loadRegistry } from '../../federation';
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
export async function runStartup(): Promise<StartupResult> {
  const session = sessionStore.getState();
  const { platform, installedVersion } = detectPlatform();
  session.setPlatform(platform, installedVersion);

  // Remote pages wait for it themselves; the shell's own pages never do.
  void loadRegistry().catch(() => undefined);

  const handoff = readAppHandoff(window.location.pathname, window.location.search);
  if (handoff) {
    session.setToken(handoff.token);
    window.history.replaceState(null, '', handoff.target);
  }

  try {
    session.setAppData(await getAppData());
  } catch {
    return { status: 'app-failed' };
  }

  if (!sessionStore.getState().token) return { status: 'ready', authFailed: false };
  try {
    sessionStore.getState().setUser(await getAuthUser());
    return { status: 'ready', authFailed: false };
  } catch (error) {
    if (statusOf(error) === 401) {
      sessionStore.getState().clearSession();
      window.history.replaceState(null, '', '/login');
      return { status: 'ready', authFailed: false };
    }
    return { status: 'ready', authFailed: true };
  }
}
