import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ph, preparedOf } from '../../db/prepared';
import { settings, topupRequests, wallets } from '../../db/schema/index';
import { DEFAULT_SETTINGS } from '../settings/defaults';
import { getSettings } from '../settings/index';
import { ensureWallet, type WalletRow } from './wallet';

export interface WalletOverview {
  /** The enable_wallet_system setting (its default when never stored). */
  enabled: boolean;
  /** Null only while the wallet system is off and the student never had a wallet. */
  wallet: WalletRow | null;
  /** Mobile-wallet and manual top-ups under review (not gateway orders left unpaid). */
  pendingReview: number;
}

/**
 * GET /wallet's head in one round trip (issue 35): the wallet row, the count of its top-ups under
 * review and whether the wallet system is on, as sub-selects of one statement. A wallet missing
 * (first use) is made, only while the system is on.
 */
export async function walletOverview(db: Db, userId: number): Promise<WalletOverview> {
  // Built once (db/prepared.ts): the wallet is read on every visit of the wallet pages.
  const read = () =>
    preparedOf(db, 'wallet_overview', () =>
      db
        .select({
          enabled: sql<
            string | null
          >`(select ${settings.value}::text from ${settings} where ${settings.key} = 'enable_wallet_system')`,
          wallet: wallets,
          pending: sql<number>`(select count(*) from ${topupRequests} where ${and(
            eq(topupRequests.userId, ph('user')),
            eq(topupRequests.status, 'pending'),
            isNull(topupRequests.provider),
          )})`.mapWith(Number),
        })
        .from(wallets)
        .where(eq(wallets.userId, ph('user'))),
    ).execute({ user: userId });
  const enabledOf = (raw: string | null) =>
    raw === null ? DEFAULT_SETTINGS.enable_wallet_system : JSON.parse(raw) === true;
  const [row] = await read();
  if (row) return { enabled: enabledOf(row.enabled), wallet: row.wallet, pendingReview: row.pending };
  // No wallet yet (first use): the setting alone decides whether one is made.
  if (!(await getSettings(db)).enable_wallet_system)
    return { enabled: false, wallet: null, pendingReview: 0 };
  await ensureWallet(db, userId);
  const [made] = await read();
  if (!made) throw new Error(`wallet of user ${userId} could not be created`);
  return { enabled: enabledOf(made.enabled), wallet: made.wallet, pendingReview: made.pending };
}
