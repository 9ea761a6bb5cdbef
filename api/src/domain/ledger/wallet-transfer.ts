import type { Db } from '../../db/index';
import { fieldError } from '../errors';
import { cachedSettings, type StoredSettings } from '../settings/index';
import { DomainError } from './errors';
import { toPiasters } from './money';
import { type TransferResult, transferBalance } from './transfer';

/** Transfers need the wallet and the transfers switch both on. */
export async function assertTransfersOpen(db: Db): Promise<StoredSettings> {
  const settings = await cachedSettings(db);
  if (!settings.enable_wallet_system || !settings.enable_wallet_transfers) {
    throw new DomainError('FEATURE_DISABLED');
  }
  return settings;
}

/**
 * A student's transfer (spec 3 §7, §8): the sender pays the amount, the recipient gets it less
 * transfer_fees; answers the ledger's result and the recipient's name.
 */
export async function sendTransfer(
  db: Db,
  input: { fromUserId: number; toAddress: string; amount: number | string; idempotencyKey: string | null },
): Promise<TransferResult & { amount: number }> {
  const settings = await assertTransfersOpen(db);
  const amount = toPiasters(input.amount);
  const fee = toPiasters(settings.transfer_fees);
  // The recipient must get something: an amount not above the fee is the amount field's fault.
  if (amount <= fee) throw fieldError('amount', 'transferTooSmall');
  const result = await transferBalance(db, { ...input, amount, fee });
  return { ...result, amount };
}
