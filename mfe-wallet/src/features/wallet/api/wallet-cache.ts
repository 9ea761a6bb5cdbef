import { appEvents, queryKeys, type Transaction, type WalletResponse } from '@app/shared-contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * The balance moved: the wallet's own balance query takes it and it is announced
 * (`balanceChanged`) for whoever shows it elsewhere. Nobody else writes the balance (decision 0033).
 */
export function writeBalance(client: QueryClient, balance: number) {
  client.setQueryData(queryKeys.wallet.balance(), balance);
  client.setQueryData<InfiniteData<WalletResponse, string | null>>(queryKeys.wallet.wallet(), (cached) =>
    cached
      ? { ...cached, pages: cached.pages.map((page) => ({ ...page, wallet: { ...page.wallet, balance } })) }
      : cached,
  );
  appEvents.emit('balanceChanged', { balance });
}

/**
 * A money move answered with the new balance and its ledger row: the row goes on top of the
 * cached first page and the balance into every page and the balance query (no re-read).
 */
export function writeWalletMove(client: QueryClient, move: { balance: number; transaction: Transaction }) {
  client.setQueryData<InfiniteData<WalletResponse, string | null>>(queryKeys.wallet.wallet(), (cached) => {
    if (!cached) return cached;
    const [first, ...rest] = cached.pages;
    if (!first) return cached;
    const data = [
      move.transaction,
      ...first.transactions.data.filter((t) => t.serial !== move.transaction.serial),
    ];
    return { ...cached, pages: [{ ...first, transactions: { ...first.transactions, data } }, ...rest] };
  });
  writeBalance(client, move.balance);
}
