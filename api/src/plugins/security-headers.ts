import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { S3Config } from '../lib/storage';

/**
 * The Content-Security-Policy the shell and every remote run under: scripts only from this origin
 * (the shell, and the remotes released under /remotes/), no inline script, no eval. Styles allow
 * inline because the design system's components set style attributes; images may come from the
 * https links staff put in the settings (banners). The live chat of the help page (Crisp, loaded
 * only when a student presses 'start chat' and a website id is set) adds its documented origins.
 */
const CRISP = 'https://client.crisp.chat';
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", CRISP],
  'style-src': ["'self'", "'unsafe-inline'", CRISP],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:', CRISP],
  'connect-src': ["'self'", CRISP, 'https://client.relay.crisp.chat', 'wss://client.relay.crisp.chat'],
  'media-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'https://game.crisp.chat'],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The camera for this origin only: the staff students page reads a student's profile QR with it
 * (issue 32); `camera=()` made getUserMedia fail on every page. Nothing else is allowed.
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(self), usb=()';

/**
 * Where the browser fetches uploads and videos with STORAGE=s3: /uploads and the signed media link
 * answer 302 to the bucket, so its origin joins img-src, media-src and connect-src (videos are not
 * covered by img-src's https:).
 */
export function bucketOrigin(s3: S3Config | undefined): string | null {
  if (!s3) return null;
  if (!s3.endpoint) return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  const url = new URL(s3.endpoint);
  return s3.forcePathStyle ? url.origin : `${url.protocol}//${s3.bucket}.${url.host}`;
}

/** The policy, with the bucket's origin where uploads and videos load from it. */
export function contentSecurityPolicy(s3?: S3Config): Record<string, string[]> {
  const bucket = bucketOrigin(s3);
  if (!bucket) return CONTENT_SECURITY_POLICY;
  const add = (list: string[]) => [...list, bucket];
  return {
    ...CONTENT_SECURITY_POLICY,
    'img-src': add(CONTENT_SECURITY_POLICY['img-src']),
    'media-src': add(CONTENT_SECURITY_POLICY['media-src']),
    'connect-src': add(CONTENT_SECURITY_POLICY['connect-src']),
  };
}

/**
 * The headers a web server or CDN must add to the files it serves in the api's place (the shell,
 * the released remotes): the same policy, as nginx `add_header` values (docs/deploy.md; the
 * cluster test's nginx uses them, and a test keeps the document in step).
 */
export function staticSecurityHeaders(s3?: S3Config): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicy(s3))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';'); // as helmet writes it
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Security headers on everything the server sends (api answers, the shell, remotes, uploads,
 * errors): helmet's set with the policy above, Permissions-Policy, and HSTS only when the
 * request came over TLS (behind the proxy of docs/deploy.md), never on plain loopback http.
 */
export async function installSecurityHeaders(app: FastifyInstance, s3?: S3Config): Promise<void> {
  const headers = {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(s3) },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (req.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });
}

/**
 * Helmet's headers, computed once. @fastify/helmet built helmet's middleware again on every
 * request (parsing the policy each time): a tenth of the api's time on a small answer (issue 35's
 * profile of GET /v1/app). Our policy has no per-request part (no nonces), so the values are fixed.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, () => {});
  return headers;
}
