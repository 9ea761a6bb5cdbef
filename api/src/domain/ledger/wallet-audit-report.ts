import type { StaffWalletAudit } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { auditWallets } from './audit';
import { toPounds } from './money';

/** auditWallets as the staff api answers it (GET /v1/staff/wallet-audit): pounds, snake_case. */
export async function walletAuditReport(db: Db): Promise<StaffWalletAudit> {
  const report = await auditWallets(db);
  return {
    ok: report.ok,
    wallets_checked: report.walletsChecked,
    mismatches: report.mismatches.map((m) => ({
      user_id: m.userId,
      balance: toPounds(m.balance),
      ledger_sum: toPounds(m.ledgerSum),
      last_balance_after: m.lastBalanceAfter === null ? null : toPounds(m.lastBalanceAfter),
    })),
  };
}
