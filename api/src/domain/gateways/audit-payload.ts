import { createHash } from 'node:crypto';

/** Characters of an unverified callback kept as text: enough to recognise it, too few to fill a disk. */
export const UNVERIFIED_PREFIX_CHARS = 256;

export interface UnverifiedDigest {
  unverified: true;
  /** SHA-256 (hex) of the payload as received and serialised again as JSON. */
  sha256: string;
  bytes: number;
  prefix: string;
}

/**
 * What `payment_callbacks` keeps of a payload: a verified one whole (it came from the provider and
 * is bounded by the route's body limit); of one whose signature failed, anyone may send it, so only
 * its digest, size and a short prefix.
 */
export function auditPayload(payload: unknown, verified: boolean): unknown {
  if (verified) return payload ?? null;
  const text = JSON.stringify(payload ?? null) ?? 'null';
  // Cut by code points: half a surrogate pair is refused by PostgreSQL's jsonb.
  const prefix = Array.from(text.slice(0, UNVERIFIED_PREFIX_CHARS * 2))
    .slice(0, UNVERIFIED_PREFIX_CHARS)
    .join('');
  const digest: UnverifiedDigest = {
    unverified: true,
    sha256: createHash('sha256').update(text).digest('hex'),
    bytes: Buffer.byteLength(text),
    prefix,
  };
  return digest;
}
