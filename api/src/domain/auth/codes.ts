import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { emailCodes } from '../../db/schema/index';
import { hashCode, newSixDigitCode, safeEqualHex } from '../../lib/crypto';
import { DomainError } from '../errors';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** Wrong tries per account and purpose within ACCOUNT_WINDOW_MS, across every code asked for. */
export const ACCOUNT_MAX_ATTEMPTS = 10;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export type CodePurpose = 'verify' | 'reset';

/** A fresh code; earlier unused codes of the same purpose stop working. Returns the clear code. */
export async function createCode(
  db: Db,
  secret: string,
  userId: number,
  purpose: CodePurpose,
): Promise<string> {
  const code = newSixDigitCode();
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
    await tx.insert(emailCodes).values({
      userId,
      purpose,
      codeHash: hashCode(secret, userId, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  return code;
}

/**
 * Consumes the user's current code. Throws INVALID_CODE (wrong, none, or already used),
 * CODE_EXPIRED, or TOO_MANY_ATTEMPTS (the 5th wrong try burns the code).
 */
export async function consumeCode(
  db: Db,
  secret: string,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  if (!row) throw new DomainError('INVALID_CODE');
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw new DomainError('TOO_MANY_ATTEMPTS');
  // Asking for a new code does not buy five more guesses: the account is locked for the hour.
  const [recent] = await db
    .select({ wrong: sql<string>`coalesce(sum(${emailCodes.attempts}), 0)` })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, purpose),
        gt(emailCodes.createdAt, new Date(Date.now() - ACCOUNT_WINDOW_MS)),
      ),
    );
  if (Number(recent?.wrong ?? 0) >= ACCOUNT_MAX_ATTEMPTS) throw new DomainError('TOO_MANY_ATTEMPTS');
  if (row.expiresAt.getTime() <= Date.now()) throw new DomainError('CODE_EXPIRED');
  if (!safeEqualHex(row.codeHash, hashCode(secret, userId, purpose, code))) {
    const [after] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id))
      .returning({ attempts: emailCodes.attempts });
    if ((after?.attempts ?? 0) >= CODE_MAX_ATTEMPTS) {
      throw new DomainError('TOO_MANY_ATTEMPTS');
    }
    throw new DomainError('INVALID_CODE');
  }
  // Conditional update: of two concurrent correct submissions only one consumes the code.
  const used = await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new DomainError('INVALID_CODE');
}
