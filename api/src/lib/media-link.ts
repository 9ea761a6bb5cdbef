import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a player link works: long enough to start and seek, short enough to be useless shared. */
export const MEDIA_LINK_TTL_SECONDS = 10 * 60;
/**
 * How long a lecture note's link works: the contents page shows it until clicked (mfe-learning
 * refetches the contents well before it lapses), and the access is checked again on download.
 */
export const NOTE_LINK_TTL_SECONDS = 60 * 60;
/** How long a student's question photo link works: my questions is reread well within it. */
export const QUESTION_PHOTO_TTL_SECONDS = 60 * 60;

/**
 * What a link opens; part of what is signed, so one kind's signature never opens another (an HLS
 * file's signature starts with 'hls' and its path, below).
 */
type MediaKind = 'video' | 'attachment' | 'bank-question';

/** The query of a signed link: the user it was made for, its expiry (seconds) and the HMAC. */
export const mediaQuerySchema = z.strictObject({
  u: z.coerce.number().int().positive().max(2_147_483_647),
  e: z.coerce.number().int().positive().max(99_999_999_999),
  s: z.string().regex(/^[\w-]{43}$/),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

const signature = (secret: string, kind: MediaKind, id: number, userId: number, expires: number) =>
  createHmac('sha256', secret).update(`${kind}:${id}:${userId}:${expires}`).digest('base64url');

function sign(secret: string, kind: MediaKind, id: number, userId: number, ttl: number, now: number) {
  const expires = Math.floor(now / 1000) + ttl;
  return `/v1/media/${kind}s/${id}?u=${userId}&e=${expires}&s=${signature(secret, kind, id, userId, expires)}`;
}

function verify(secret: string, kind: MediaKind, id: number, q: MediaQuery, now: number): boolean {
  if (q.e * 1000 <= now) return false;
  const want = Buffer.from(signature(secret, kind, id, q.u, q.e));
  const got = Buffer.from(q.s);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** `/v1/media/videos/{id}?u=&e=&s=`: bound to the user and expiring, signed with the app secret. */
export const signMediaLink = (secret: string, videoId: number, userId: number, now = Date.now()) =>
  sign(secret, 'video', videoId, userId, MEDIA_LINK_TTL_SECONDS, now);

/** True when the link was signed here for this video and user and has not expired. */
export const verifyMediaLink = (secret: string, videoId: number, q: MediaQuery, now = Date.now()) =>
  verify(secret, 'video', videoId, q, now);

/** `/v1/media/attachments/{id}?u=&e=&s=`: a lecture note's download link for one student. */
export const signNoteLink = (secret: string, attachmentId: number, userId: number, now = Date.now()) =>
  sign(secret, 'attachment', attachmentId, userId, NOTE_LINK_TTL_SECONDS, now);

/** True when the link was signed here for this note and user and has not expired. */
export const verifyNoteLink = (secret: string, attachmentId: number, q: MediaQuery, now = Date.now()) =>
  verify(secret, 'attachment', attachmentId, q, now);

/** `/v1/media/bank-questions/{id}?u=&e=&s=`: a student's question photo, for its asker or staff. */
export const signQuestionPhotoLink = (secret: string, questionId: number, userId: number, now = Date.now()) =>
  sign(secret, 'bank-question', questionId, userId, QUESTION_PHOTO_TTL_SECONDS, now);

/** True when the link was signed here for this question's photo and user and has not expired. */
export const verifyQuestionPhotoLink = (
  secret: string,
  questionId: number,
  q: MediaQuery,
  now = Date.now(),
) => verify(secret, 'bank-question', questionId, q, now);

const hlsSignature = (secret: string, videoId: number, path: string, userId: number, expires: number) =>
  createHmac('sha256', secret).update(`hls:${videoId}:${path}:${userId}:${expires}`).digest('base64url');

/**
 * The query of an HLS file's link (decision 0046), `u=&e=&s=`: the file's path within the video is
 * signed too, so a segment's link opens that segment only. `expires` (seconds) is the caller's: a
 * playlist gives each segment until its own start time plus the TTL.
 */
export const hlsQuery = (secret: string, videoId: number, path: string, userId: number, expires: number) =>
  `u=${userId}&e=${expires}&s=${hlsSignature(secret, videoId, path, userId, expires)}`;

/** `/v1/media/hls/{id}/master.m3u8?u=&e=&s=`: what `GET /video/apps/:id` hands out (encrypted). */
export const signHlsMasterLink = (secret: string, videoId: number, userId: number, now = Date.now()) =>
  `/v1/media/hls/${videoId}/master.m3u8?${hlsQuery(secret, videoId, 'master.m3u8', userId, Math.floor(now / 1000) + MEDIA_LINK_TTL_SECONDS)}`;

/** True when this file's link was signed here for this video, path and user and has not expired. */
export function verifyHlsLink(
  secret: string,
  videoId: number,
  path: string,
  q: MediaQuery,
  now = Date.now(),
) {
  if (q.e * 1000 <= now) return false;
  const want = Buffer.from(hlsSignature(secret, videoId, path, q.u, q.e));
  const got = Buffer.from(q.s);
  return want.length === got.length && timingSafeEqual(want, got);
}
