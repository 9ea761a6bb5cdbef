import { queryKeys, sessionStore, type Transaction, type WalletResponse } from '@app/shared-contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * A money move answered with the new balance and its ledger row: the row goes on top of the
 * cached first page and the balance into every page and the session user (no re-read).
 */
export function writeWalletMove(client: QueryClient, move: { balance: number; transaction: Transaction }) {
  client.setQueryData<InfiniteData<WalletResponse, string | null>>(queryKeys.wallet.wallet(), (cached) => {
    if (!cached) return cached;
    const pages = cached.pages.map((page, i) => ({
      ...page,
      wallet: { ...page.wallet, balance: move.balance },
      transactions:
        i === 0
          ? {
              ...page.transactions,
              data: [
                move.transaction,
                ...page.transactions.data.filter((t) => t.serial !== move.transaction.serial),
              ],
            }
          : page.transactions,
    }));
    return { ...cached, pages };
  });
  const session = sessionStore.getState();
  if (session.user) session.setUser({ ...session.user, balance: move.balance });
}
