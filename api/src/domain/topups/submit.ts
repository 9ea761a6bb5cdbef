import type { TopupMethod } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import type { StoredSettings } from '../settings/index';
import { announceStaffEvent } from '../staff-events/index';
import { storeReceipt } from './receipts';
import { checkTopupAmount } from './rules';
import { insertTopupRequest, type TopupRow } from './topups-repository';

export interface TopupRequestInput {
  userId: number;
  method: TopupMethod;
  /** pounds, as typed */
  amount: number | string;
  payerNumber: string | null;
  message: string | null;
  /** the receipt image, already decoded and encoded again */
  receipt: { ext: string; bytes: Buffer } | null;
}

/**
 * A mobile-wallet or manual top-up: nothing is credited, the request waits 'pending' for staff
 * (pnpm ops confirm-topup). Its amount is checked before the receipt is stored.
 */
export async function submitTopupRequest(
  db: Db,
  dataDir: string,
  settings: StoredSettings,
  input: TopupRequestInput,
): Promise<TopupRow> {
  const amount = await checkTopupAmount(db, settings, input.userId, input.amount);
  const attachment = input.receipt ? await storeReceipt(dataDir, input.receipt) : null;
  const row = await insertTopupRequest(db, {
    userId: input.userId,
    method: input.method,
    amount,
    payerNumber: input.payerNumber,
    message: input.message,
    attachment,
  });
  // the staff's review queue shows it without a reload, on every instance
  announceStaffEvent(db, 'topups');
  return row;
}
