import { randomInt } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { wallets } from '../../db/schema/index';

export type WalletRow = typeof wallets.$inferSelect;

// No 0/O, 1/I/L: codes are read aloud and typed from paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(length: number, alphabet = ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Wallet address another student transfers to: 12 digits, easy to type on a phone keypad. */
export const newWalletAddress = () => randomCode(12, '0123456789');

/** Creates the wallet on first use; concurrent callers all end with the same single row. */
export async function ensureWallet(db: Db, userId: number): Promise<void> {
  await db
    .insert(wallets)
    .values({ userId, address: newWalletAddress() })
    .onConflictDoNothing({ target: wallets.userId });
}

/**
 * Locks the user's wallet row (SELECT ... FOR UPDATE) for the rest of the transaction `tx`.
 * Every money movement of a user goes through this lock, so they are serialised per user. One
 * statement when the wallet exists (every wallet after its first use); created first otherwise.
 */
export async function lockWallet(tx: Tx, userId: number): Promise<WalletRow> {
  // lockWallets builds its statement once per number of wallets (decision 0065).
  const [held] = await lockWallets(tx, [userId]);
  if (held) return held;
  await ensureWallet(tx, userId);
  const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!row) throw new Error(`wallet of user ${userId} vanished`);
  return row;
}

/**
 * Locks several users' wallet rows in ONE statement, in user-id order (so two calls locking the
 * same wallets cannot deadlock); answers the rows found, a missing wallet is not created.
 */
export async function lockWallets(tx: Tx, userIds: number[]): Promise<WalletRow[]> {
  // Built once per number of wallets (decision 0065); the ids fill placeholders u0, u1, ...
  const values = Object.fromEntries(userIds.map((id, i) => [`u${i}`, id]));
  return preparedOf(tx, `lock_wallets_${userIds.length}`, () =>
    tx
      .select()
      .from(wallets)
      .where(
        inArray(
          wallets.userId,
          userIds.map((_, i) => ph(`u${i}`)),
        ),
      )
      .orderBy(asc(wallets.userId))
      .for('update'),
  ).execute(values);
}

/** The wallet without locking (read-only views); created on first use. */
export async function getWallet(db: Db, userId: number): Promise<WalletRow> {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  if (row) return row;
  await ensureWallet(db, userId);
  const [created] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  if (!created) throw new Error(`wallet of user ${userId} could not be created`);
  return created;
}

export async function getBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

/** Looks a wallet up by its address (transfers). */
export async function findWalletByAddress(db: Db, address: string): Promise<WalletRow | undefined> {
  const [row] = await preparedOf(db, 'wallet_by_address', () =>
    db
      .select()
      .from(wallets)
      .where(eq(wallets.address, ph('address'))),
  ).execute({ address: address.replace(/\s+/g, '') });
  return row;
}
