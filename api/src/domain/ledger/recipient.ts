import type { Db } from '../../db/index';
import { userNameOf } from '../accounts/users-repository';
import { DomainError } from './errors';
import { findWalletByAddress } from './wallet';

/**
 * The display name of a wallet's owner, shown before a transfer is confirmed; nothing else about
 * them. The own address and an unknown one answer as the transfer would.
 */
export async function recipientName(db: Db, userId: number, address: string): Promise<string> {
  const wallet = await findWalletByAddress(db, address);
  if (!wallet) throw new DomainError('WALLET_NOT_FOUND');
  if (wallet.userId === userId) throw new DomainError('CANNOT_TRANSFER_TO_YOURSELF');
  const name = await userNameOf(db, wallet.userId);
  if (name === null) throw new DomainError('WALLET_NOT_FOUND');
  return name;
}

/** The name of a transfer's counterpart, when there is one. */
export async function counterpartName(db: Db, counterpartId: number | null): Promise<string | null> {
  return counterpartId ? userNameOf(db, counterpartId) : null;
}
