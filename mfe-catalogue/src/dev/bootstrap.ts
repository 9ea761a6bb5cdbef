import {
  type AppData,
  type AuthUserResponse,
  detectPlatform,
  http,
  sessionStore,
} from '@app/shared-contracts';

/** Dev only: what the shell does at start-up (platform, app data, then the token check). */
export async function bootstrap(): Promise<void> {
  const session = sessionStore.getState();
  const { platform, installedVersion } = detectPlatform();
  session.setPlatform(platform, installedVersion);
  try {
    session.setAppData((await http.get<AppData>('/app')).data);
    if (session.token) session.setUser((await http.post<AuthUserResponse>('/auth/user')).data.user);
  } catch {
    // the harness still renders; pages show their own load errors
  }
}
