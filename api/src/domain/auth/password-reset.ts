import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailCodes, passwordResetGrants, users } from '../../db/schema/index';
import { hashCode, newOpaqueToken, safeEqualHex, sha256 } from '../../lib/crypto';
import { forgetSignIns } from '../../lib/sign-in-cache';
import { type AccountDeps, findUserByEmail, replacePassword } from '../accounts/accounts';
import { DomainError } from '../errors';
import { resetMail } from '../mail/index';
import { ACCOUNT_WINDOW_MS, consumeCode, createCode } from './codes';

export const RESET_URL_TTL_MS = 30 * 60 * 1000;
export const RESET_SENT_MESSAGE = 'إذا كان البريد مسجلاً لدينا فسيصلك كود لاستعادة كلمة المرور';

/**
 * Every reset request takes at least this long, whether or not the address has an account, so
 * the answer's timing does not tell which e-mails exist (the work for a real one is far shorter).
 */
export const RESET_REQUEST_FLOOR_MS = 250;

/** Runs `work`, answering (or throwing) no sooner than `ms` after the start. */
async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const floor = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await work();
  } finally {
    await floor;
  }
}

/** Step 1: mail a code. The answer is the same, and as slow, whether or not the address has an account. */
export function requestReset(deps: AccountDeps, email: string): Promise<void> {
  return atLeast(RESET_REQUEST_FLOOR_MS, async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) return;
    const code = await createCode(deps.db, deps.secret, user.id, 'reset');
    await deps.mailer.send(deps.db, resetMail(user.email, user.name, code));
  });
}

/** Step 2 takes the same floor: a wrong code for a real account and any unknown address look alike. */
export const RESET_VALIDATE_FLOOR_MS = RESET_REQUEST_FLOOR_MS;

/**
 * What a wrong code costs a real account, done for an address without one: the current code and
 * the hour's tries are looked up (for no user) and a code hash is compared, so the two answers do
 * the same reads and the same hashing before the floor evens out the rest.
 */
async function wrongCodeWork(deps: AccountDeps, code: string): Promise<void> {
  const nobody = 0;
  const mine = and(eq(emailCodes.userId, nobody), eq(emailCodes.purpose, 'reset'));
  const [row] = await deps.db
    .select({ codeHash: emailCodes.codeHash })
    .from(emailCodes)
    .where(and(mine, isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  await deps.db
    .select({ wrong: sql<string>`coalesce(sum(${emailCodes.attempts}), 0)` })
    .from(emailCodes)
    .where(and(mine, gt(emailCodes.createdAt, new Date(Date.now() - ACCOUNT_WINDOW_MS))));
  const dummy = row?.codeHash ?? hashCode(deps.secret, nobody, 'reset', '000000');
  safeEqualHex(dummy, hashCode(deps.secret, nobody, 'reset', code));
}

/**
 * Every refusal of step 2 is this one answer. An expired or burnt code, or an account past its
 * tries, exists only for a real account (step 1 mails nobody else): a code of their own would tell
 * a guesser which e-mails have accounts. The account's lock still holds; only the words are shared.
 */
const refused = () => new DomainError('INVALID_CODE', { detail: 'resetCodeRefused' });

/** Step 2: trade e-mail + code for a one-time url (30 minutes). */
export function validateReset(deps: AccountDeps, email: string, code: string): Promise<string> {
  return atLeast(RESET_VALIDATE_FLOOR_MS, async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) {
      await wrongCodeWork(deps, code);
      throw refused();
    }
    await consumeCode(deps.db, deps.secret, user.id, 'reset', code).catch((err: unknown) => {
      throw err instanceof DomainError ? refused() : err;
    });
    const token = newOpaqueToken();
    await deps.db.insert(passwordResetGrants).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_URL_TTL_MS),
    });
    return `/v1/password/reset/${token}`;
  });
}

/** Step 3: the url's token sets the password once; every session of the account is revoked. */
export async function completeReset(deps: AccountDeps, token: string, password: string): Promise<void> {
  await deps.db.transaction(async (db) => {
    const [grant] = await db
      .update(passwordResetGrants)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetGrants.tokenHash, sha256(token)),
          isNull(passwordResetGrants.usedAt),
          gt(passwordResetGrants.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetGrants.userId });
    if (!grant) throw new DomainError('INVALID_RESET_TOKEN');
    await replacePassword(db, grant.userId, password);
    // The code reached the mailbox: the address is proven.
    await db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, grant.userId), isNull(users.emailVerifiedAt)));
    forgetSignIns(db, grant.userId);
  });
}
