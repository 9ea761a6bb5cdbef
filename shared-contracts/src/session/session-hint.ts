import { SESSION_HINT_COOKIE } from './session-hint-name';

/**
 * The token lives in localStorage, which the server cannot see. This cookie only says that a
 * session exists (no secret in it), so the api does not send a guest's server-rendered first
 * screen (issue 9) to a student who is signed in; without it, a signed-in student would see the
 * welcome page for a moment before their home page.
 */

export function writeSessionHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  try {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older iOS web views
    document.cookie = signedIn
      ? `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
      : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // cookies off: the api then may send the guest's first screen, which the app replaces
  }
}
