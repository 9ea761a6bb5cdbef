import { MONEY_LIMITS } from '@app/shared-contracts/schemas';
import { DomainError } from './errors';
import { toPiasters } from './money';

/** MONEY_LIMITS (shared-contracts, in pounds) in the ledger's piasters. */
export const LIMITS_PIASTERS = {
  maxBalance: toPiasters(MONEY_LIMITS.maxBalance),
  maxTopUp: toPiasters(MONEY_LIMITS.maxTopUp),
  maxTransfer: toPiasters(MONEY_LIMITS.maxTransfer),
  maxPrice: toPiasters(MONEY_LIMITS.maxPrice),
  maxAdjustment: toPiasters(MONEY_LIMITS.maxAdjustment),
  maxTransferFee: toPiasters(MONEY_LIMITS.maxTransferFee),
} as const;

/**
 * A credit must leave the wallet at most MONEY_LIMITS.maxBalance: the balance of a wallet then
 * stays a safe integer whatever is credited, and one account cannot hoard money. Checked with the
 * wallet row locked, so concurrent credits cannot pass it together.
 */
export function assertBalanceRoom(balance: number, credit: number): void {
  if (balance + credit > LIMITS_PIASTERS.maxBalance) throw new DomainError('BALANCE_LIMIT_EXCEEDED');
}
