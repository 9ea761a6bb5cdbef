import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256 random bits, url-safe: used for bearer tokens and one-time reset urls. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256: a leaked table does not give usable tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit code, zero padded. */
export const newSixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Codes have only 10^6 values, so a plain hash would be reversible offline: key it with the
 * app secret and bind it to the user and purpose.
 */
export function hashCode(secret: string, userId: number, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

// argon2id (the library default algorithm) with its OWASP-recommended defaults.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
