import type { TopupMethod } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { DomainError } from '../errors';
import { assertBalanceRoom, getBalance, toPiasters } from '../ledger/index';
import { getSettings, type StoredSettings as Settings } from '../settings/index';

/** The wallet is on and the method offered; answers the settings the amount is checked against. */
export async function assertTopupMethodOpen(db: Db, method: TopupMethod): Promise<Settings> {
  const settings = await getSettings(db);
  if (!settings.enable_wallet_system || !settings.recharge_info.supported_methods.includes(method)) {
    throw new DomainError('FEATURE_DISABLED');
  }
  return settings;
}

/**
 * A top-up's amount (pounds) as piasters: at least min_recharge_amount, and refused when staff or
 * the provider's callback could not credit it past the balance cap.
 */
export async function checkTopupAmount(
  db: Db,
  settings: Settings,
  userId: number,
  pounds: number | string,
): Promise<number> {
  const amount = toPiasters(pounds);
  if (amount < toPiasters(settings.recharge_info.min_recharge_amount)) {
    throw new DomainError('LESS_THAN_MIN_AMOUNT');
  }
  assertBalanceRoom(await getBalance(db, userId), amount);
  return amount;
}
