import { ERROR_MESSAGES } from '@app/shared-contracts/errors';
import type { ProfileUpdateBody, RegisterBody } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/index';
import { notifications, type UserRow, users } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { forgetSignIns } from '../../lib/sign-in-cache';
import { consumeCode, createCode } from '../auth/codes';
import { issueToken, revokeUserTokens } from '../auth/tokens';
import { DomainError, FieldError, fieldError } from '../errors';
import { type Mailer, verifyMail } from '../mail/index';
import { getSettings } from '../settings/index';
import { profileColumns } from './profile-fields';

/** A taken e-mail is a field error of the form, worded as the catalogue's EMAIL_TAKEN. */
const emailTaken = () => new FieldError({ email: [ERROR_MESSAGES.EMAIL_TAKEN] });

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
}

// Verifying against a fixed hash keeps "unknown e-mail" as slow as "wrong password".
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  return dummyHash;
};

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [u] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return u ?? null;
}

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) throw new DomainError('UNAUTHENTICATED');
  return u;
}

export async function sendVerificationCode(deps: AccountDeps, user: UserRow): Promise<void> {
  const code = await createCode(deps.db, deps.secret, user.id, 'verify');
  await deps.mailer.send(deps.db, verifyMail(user.email, user.name, code));
}

export interface RegisterOutcome {
  user: UserRow | null;
  token: string | null;
  verification: 'SENT' | null;
  message: string;
}

export async function register(deps: AccountDeps, body: RegisterBody): Promise<RegisterOutcome> {
  const { db } = deps;
  const settings = await getSettings(db);
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const columns = await profileColumns(db, body);
  const passwordHash = await hashPassword(body.password);
  let user: UserRow;
  try {
    const [row] = await db
      .insert(users)
      .values({ ...columns, name: body.name, email: body.email.toLowerCase(), passwordHash })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    user = row;
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  let verification: 'SENT' | null = null;
  if (settings.email_verification) {
    await sendVerificationCode(deps, user);
    verification = 'SENT';
  }
  if (!settings.register_auto_login) {
    return { user: null, token: null, verification, message: 'تم إنشاء حسابك بنجاح، سجّل الدخول للمتابعة' };
  }
  const { token } = await issueToken(db, user.id);
  return {
    user,
    token,
    verification,
    message: verification ? 'تم إنشاء حسابك، أرسلنا كود التأكيد إلى بريدك' : 'تم إنشاء حسابك بنجاح',
  };
}

export async function login(
  db: Db,
  email: string,
  password: string,
  userAgent?: string,
): Promise<{ user: UserRow; token: string }> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok) throw new DomainError('INVALID_CREDENTIALS');
  const { token } = await issueToken(db, user.id, { userAgent });
  return { user, token };
}

export async function verifyEmail(deps: AccountDeps, user: UserRow, code: string): Promise<UserRow> {
  if (user.emailVerifiedAt) throw new DomainError('EMAIL_ALREADY_VERIFIED');
  await consumeCode(deps.db, deps.secret, user.id, 'verify', code);
  const [updated] = await deps.db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  forgetSignIns(deps.db, user.id);
  await deps.db.insert(notifications).values({
    userId: user.id,
    type: 'verified',
    title: 'تم تأكيد بريدك الإلكتروني',
    content: 'شكراً لك، تم تأكيد بريدك الإلكتروني بنجاح.',
  });
  return updated ?? user;
}

/** Sets a new password, revokes every token of the user and issues one new token. */
export async function replacePassword(
  db: Db,
  userId: number,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustSetPassword: false, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new DomainError('UNAUTHENTICATED');
    await revokeUserTokens(tx, userId);
    const { token } = await issueToken(tx, userId);
    return { user, token };
  });
}

/**
 * POST /password: a bearer token alone is no proof (it may be stolen, or handed over in a link);
 * the current password is needed, unless staff made the account with a temporary one.
 */
export async function setPassword(
  db: Db,
  user: UserRow,
  currentPassword: string | undefined,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  if (!user.mustSetPassword) {
    if (currentPassword === undefined) throw fieldError('current_password', 'currentPasswordRequired');
    if (!(await verifyPassword(user.passwordHash, currentPassword)))
      throw new DomainError('WRONG_OLD_PASSWORD');
  }
  return replacePassword(db, user.id, password);
}

export async function changePassword(
  db: Db,
  user: UserRow,
  currentPassword: string,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new DomainError('WRONG_OLD_PASSWORD');
  }
  return replacePassword(db, user.id, password);
}

export async function updateProfile(db: Db, user: UserRow, body: ProfileUpdateBody): Promise<UserRow> {
  // The phone is set once (spec 1 §2 Profile: editable only when empty).
  if ((body.phone !== undefined || body.full_phone !== undefined) && user.phone) {
    throw fieldError('phone', 'phoneLocked');
  }
  const columns = await profileColumns(db, body);
  const [updated] = await db
    .update(users)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  forgetSignIns(db, user.id);
  return updated ?? user;
}
