import type { Db } from '../../db/index';
import { userEmailOf } from '../accounts/users-repository';
import { DomainError } from '../errors';
import type { Provider } from './config';
import { findGatewayOrder } from './orders-repository';
import type { SandboxOrder } from './sandbox';

/** A pending order the sandbox checkout may show and settle; anything else is not found. */
export async function pendingSandboxOrder(db: Db, provider: Provider, ref: string): Promise<SandboxOrder> {
  const order = await findGatewayOrder(db, provider, ref);
  if (order?.status !== 'pending') throw new DomainError('NOT_FOUND');
  const email = await userEmailOf(db, order.userId);
  return { ref, amount: order.amount, topupId: order.id, email: email ?? '' };
}
