import {
  ANNOUNCEMENT_HINT_COOKIE,
  announcementKey,
  SESSION_HINT_COOKIE,
} from '../../contracts/session-hint-name';

/**
 * The token lives in localStorage, which the server cannot see. These cookies only tell it what
 * the app knows (no secret in them), so that the api's server-rendered first screen (issue 9)
 * matches what the app will show: no guest's page for a student who is signed in (they would see
 * the welcome page for a moment before their home page), no announcement already dismissed.
 */

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  try {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older iOS web views
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // cookies off: the api then may send a first screen the app corrects when it takes over
  }
}

export function writeSessionHint(signedIn: boolean): void {
  writeCookie(SESSION_HINT_COOKIE, signedIn ? '1' : null);
}

/** Records that the announcement `text` was dismissed. */
export function writeAnnouncementHint(text: string): void {
  writeCookie(ANNOUNCEMENT_HINT_COOKIE, announcementKey(text));
}
