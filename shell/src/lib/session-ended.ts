// Shared by the 401 handler (start-up feature) and the login form (auth feature).

let ended = false;

/** A 401 while signed in: the session was ended elsewhere (logged out, password changed, expired). */
export function markSessionEnded(): void {
  ended = true;
}

/** Whether the login page should say why the student is there. */
export const sessionEnded = (): boolean => ended;

/** Said once: cleared when the login page goes, or a new session starts. */
export function clearSessionEnded(): void {
  ended = false;
}
