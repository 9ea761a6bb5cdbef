import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetGrants, users } from '../../db/schema/index';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { type AccountDeps, findUserByEmail, replacePassword } from '../accounts/accounts';
import { DomainError } from '../errors';
import { resetMail } from '../mail/index';
import { consumeCode, createCode } from './codes';

export const RESET_URL_TTL_MS = 30 * 60 * 1000;
export const RESET_SENT_MESSAGE = 'إذا كان البريد مسجلاً لدينا فسيصلك كود لاستعادة كلمة المرور';

/**
 * Every reset request takes at least this long, whether or not the address has an account, so
 * the answer's timing does not tell which e-mails exist (the work for a real one is far shorter).
 */
export const RESET_REQUEST_FLOOR_MS = 250;

/** Step 1: mail a code. The answer is the same, and as slow, whether or not the address has an account. */
export async function requestReset(deps: AccountDeps, email: string): Promise<void> {
  const floor = new Promise((resolve) => setTimeout(resolve, RESET_REQUEST_FLOOR_MS));
  try {
    const user = await findUserByEmail(deps.db, email);
    if (!user) return;
    const code = await createCode(deps.db, deps.secret, user.id, 'reset');
    await deps.mailer.send(deps.db, resetMail(user.email, user.name, code));
  } finally {
    await floor;
  }
}

/** Step 2: trade e-mail + code for a one-time url (30 minutes). */
export async function validateReset(deps: AccountDeps, email: string, code: string): Promise<string> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new DomainError('INVALID_CODE');
  await consumeCode(deps.db, deps.secret, user.id, 'reset', code);
  const token = newOpaqueToken();
  await deps.db.insert(passwordResetGrants).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_URL_TTL_MS),
  });
  return `/v1/password/reset/${token}`;
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
  });
}
