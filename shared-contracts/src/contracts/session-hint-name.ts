/**
 * Cookies the app keeps for the api's server-rendered first screen (session-hint.ts). No secret
 * in them. Their own file: the api and the server bundles import it.
 */

/** Set while a session exists: the api then sends a signed-in first screen, never a guest's. */
export const SESSION_HINT_COOKIE = 'app_session';

/** The general announcement the visitor dismissed (its `announcementKey`): not rendered again. */
export const ANNOUNCEMENT_HINT_COOKIE = 'app_announcement';

/** A short fingerprint of an announcement's text for that cookie (FNV-1a, 32 bits, hex). */
export function announcementKey(text: string): string {
  const trimmed = text.trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < trimmed.length; i++) {
    hash ^= trimmed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}
