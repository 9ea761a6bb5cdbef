import { useNavigate } from '@app/router';
import { http, pathFor, queryClient, sessionStore } from '@app/shared-contracts';
import { useMutation } from '@tanstack/react-query';

// Shared by the auth screens and the layout's user menu, so it lives outside both features.

/** Spec 1 §4/§9: the page reloads 250 ms after logout so that no remote keeps old state. */
export const LOGOUT_RELOAD_DELAY_MS = 250;

export async function logoutOnServer() {
  await http.post('/logout');
}

export interface LogoutOptions {
  navigate: (to: string, opts?: { replace?: boolean }) => unknown;
  /** false for a 401: the token is already dead on the server. */
  callServer?: boolean;
  reload?: () => void;
}

export async function performLogout({ navigate, callServer = true, reload }: LogoutOptions) {
  if (callServer) {
    try {
      await logoutOnServer();
    } catch {
      // Logging out must work offline too: the local session is cleared whatever the server says.
    }
  }
  sessionStore.getState().clearSession();
  queryClient.clear();
  navigate(pathFor('login'), { replace: true });
  setTimeout(reload ?? (() => window.location.reload()), LOGOUT_RELOAD_DELAY_MS);
}

/** POST /logout then the local sign-out; `isPending` while the server is asked. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({ mutationFn: () => performLogout({ navigate }) });
}
