import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';

export interface WalletMismatch {
  userId: number;
  balance: number;
  ledgerSum: number;
  lastBalanceAfter: number | null;
}

export interface AuditReport {
  ok: boolean;
  walletsChecked: number;
  mismatches: WalletMismatch[];
}

/**
 * The ledger invariant: for every wallet, the sum of its ledger rows equals its balance, and the
 * newest row's balance_after equals it too. Also flags ledger rows of users without a wallet.
 */
export async function auditWallets(db: Db): Promise<AuditReport> {
  const result = await db.execute(sql`
    with sums as (
      select user_id, sum(value)::bigint as ledger_sum, max(id) as last_id
      from ledger_transactions group by user_id
    )
    select coalesce(w.user_id, s.user_id) as user_id,
           coalesce(w.balance, 0)::bigint as balance,
           coalesce(s.ledger_sum, 0)::bigint as ledger_sum,
           l.balance_after::bigint as last_balance_after
    from wallets w
    full outer join sums s on s.user_id = w.user_id
    left join ledger_transactions l on l.id = s.last_id
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const mismatches: WalletMismatch[] = [];
  for (const r of rows) {
    const item = {
      userId: Number(r.user_id),
      balance: Number(r.balance),
      ledgerSum: Number(r.ledger_sum),
      lastBalanceAfter: r.last_balance_after === null ? null : Number(r.last_balance_after),
    };
    const lastOk =
      item.lastBalanceAfter === null ? item.balance === 0 : item.lastBalanceAfter === item.balance;
    if (item.ledgerSum !== item.balance || !lastOk) mismatches.push(item);
  }
  return { ok: mismatches.length === 0, walletsChecked: rows.length, mismatches };
}
