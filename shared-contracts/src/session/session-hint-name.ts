/**
 * The cookie the app keeps while a session exists (session-hint.ts); the api reads it to decide
 * whether a guest's first screen may be rendered on the server. Its own file: the api imports it.
 */
export const SESSION_HINT_COOKIE = 'app_session';
