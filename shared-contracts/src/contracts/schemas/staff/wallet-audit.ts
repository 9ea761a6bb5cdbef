import { z } from 'zod';
import { idSchema } from '../common';

/**
 * GET /v1/staff/wallet-audit (admin; pnpm ops audit): every wallet's balance against the sum of
 * its ledger and its newest row's balance_after. Amounts in pounds.
 */
export const staffWalletAuditSchema = z.object({
  ok: z.boolean(),
  wallets_checked: z.number().int().nonnegative(),
  mismatches: z.array(
    z.object({
      user_id: idSchema,
      balance: z.number(),
      ledger_sum: z.number(),
      last_balance_after: z.number().nullable(),
    }),
  ),
});
export type StaffWalletAudit = z.infer<typeof staffWalletAuditSchema>;
