// By package name, not relative paths: see login-form.tsx.
import { type AppData, detectPlatform, getAuthUser, http, sessionStore } from '@app/shared-contracts';

/**
 * What the shell does at start-up (platform, app data, then the token check with the one
 * POST /auth/user fetcher), for a remote run alone: its pages find the session they expect.
 */
export async function bootstrapHarness(): Promise<void> {
  const session = sessionStore.getState();
  const { platform, installedVersion } = detectPlatform();
  session.setPlatform(platform, installedVersion);
  try {
    session.setAppData((await http.get<AppData>('/app')).data);
    if (session.token) session.setUser(await getAuthUser());
  } catch {
    // the harness still renders; pages show their own load errors
  }
}
