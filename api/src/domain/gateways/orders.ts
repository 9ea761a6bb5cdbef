import { randomInt } from 'node:crypto';
import type { TopupMethod } from '@app/shared-contracts/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { topupRequests } from '../../db/schema/index';
import type { Provider } from './config';

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
export async function createGatewayOrder(
  db: Db,
  input: { userId: number; method: TopupMethod; provider: Provider; amount: number },
) {
  // 12 digits: Paymob order ids are numbers; unique with the provider (index).
  const ref = String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));
  const [row] = await db
    .insert(topupRequests)
    .values({
      userId: input.userId,
      method: input.method,
      amount: input.amount,
      provider: input.provider,
      providerRef: ref,
    })
    .returning();
  if (!row) throw new Error('gateway order not stored');
  return row;
}

export async function findGatewayOrder(db: Db, provider: Provider, ref: string) {
  const [row] = await db
    .select()
    .from(topupRequests)
    .where(and(eq(topupRequests.provider, provider), eq(topupRequests.providerRef, ref)));
  return row ?? null;
}
