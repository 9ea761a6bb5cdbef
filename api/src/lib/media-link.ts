import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a player link works: long enough to start and seek, short enough to be useless shared. */
export const MEDIA_LINK_TTL_SECONDS = 10 * 60;

const signature = (secret: string, videoId: number, userId: number, expires: number) =>
  createHmac('sha256', secret).update(`video:${videoId}:${userId}:${expires}`).digest('base64url');

/** `/v1/media/videos/{id}?u=&e=&s=`: bound to the user and expiring, signed with the app secret. */
export function signMediaLink(secret: string, videoId: number, userId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + MEDIA_LINK_TTL_SECONDS;
  const s = signature(secret, videoId, userId, expires);
  return `/v1/media/videos/${videoId}?u=${userId}&e=${expires}&s=${s}`;
}

/** True when the link was signed here for this video and user and has not expired. */
export function verifyMediaLink(
  secret: string,
  videoId: number,
  q: { u: number; e: number; s: string },
  now = Date.now(),
): boolean {
  if (q.e * 1000 <= now) return false;
  const want = Buffer.from(signature(secret, videoId, q.u, q.e));
  const got = Buffer.from(q.s);
  return want.length === got.length && timingSafeEqual(want, got);
}
