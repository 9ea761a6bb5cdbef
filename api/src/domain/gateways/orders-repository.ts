import type { TopupMethod } from '@app/shared-contracts/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { topupRequests } from '../../db/schema/index';
import type { Provider } from './config';

export type GatewayOrderRow = typeof topupRequests.$inferSelect;

/** A pending top-up row bound to the provider's order reference (unique with the provider). */
export async function insertGatewayOrder(
  db: Db,
  input: { userId: number; method: TopupMethod; provider: Provider; amount: number; providerRef: string },
): Promise<GatewayOrderRow> {
  const [row] = await db.insert(topupRequests).values(input).returning();
  if (!row) throw new Error('gateway order not stored');
  return row;
}

export async function findGatewayOrder(
  db: Db,
  provider: Provider,
  ref: string,
): Promise<GatewayOrderRow | null> {
  const [row] = await db
    .select()
    .from(topupRequests)
    .where(and(eq(topupRequests.provider, provider), eq(topupRequests.providerRef, ref)));
  return row ?? null;
}
