import { randomInt } from 'node:crypto';
import type { TopupMethod } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import type { Provider } from './config';
import { type GatewayOrderRow, insertGatewayOrder } from './orders-repository';

export { findGatewayOrder, type GatewayOrderRow } from './orders-repository';

export const PROVIDER_OF: Partial<Record<TopupMethod, Provider>> = {
  paymob_card: 'paymob',
  paymob_mobile_wallets: 'paymob',
  paymob_kiosk: 'paymob',
  paymob_valu: 'paymob',
  fawry: 'fawry',
  fawry_staging: 'fawry',
  shakeout: 'shakeout',
};

/**
 * A pending top-up bound to the provider's order reference (Paymob's order.id, Fawry's
 * merchantRefNum, Shakeout's invoice id): only a verified callback naming it credits it.
 */
export function createGatewayOrder(
  db: Db,
  input: { userId: number; method: TopupMethod; provider: Provider; amount: number },
): Promise<GatewayOrderRow> {
  // 12 digits: Paymob order ids are numbers; unique with the provider (index).
  const providerRef = String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));
  return insertGatewayOrder(db, { ...input, providerRef });
}
