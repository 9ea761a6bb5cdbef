/** Query parameters that carry a credential: the wrapper's hand-off token (`?tk=`, docs/wrapper-platform.md). */
const SECRET_PARAMS = /([?&](?:tk|token)=)[^&#]*/gi;
/** The one-time path of the reset flow (`/v1/password/reset/<token>`). */
const RESET_PATH = /(\/password\/reset\/)(?!validate\b)[^/?#]+/;

/** The url as the request log may show it: credentials in the path or query replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(RESET_PATH, '$1[redacted]');
}
