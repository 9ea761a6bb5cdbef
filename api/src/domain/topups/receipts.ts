import { basename, join } from 'node:path';
import type { Db } from '../../db/index';
import { readStoredFile } from '../../lib/storage';
import { storeUpload } from '../../lib/uploads';
import { DomainError } from '../errors';
import { ownsReceipt } from './topups-repository';

/** Receipts live under DATA_DIR/private/receipts, never under the public /uploads. */
export const receiptsRoot = (dataDir: string) => join(dataDir, 'private');
/** storeUpload's /uploads/receipts/<name> becomes the signed-in read path. */
export const receiptUrl = (stored: string) => `/v1/wallet/receipts/${basename(stored)}`;

/** Stores a cleaned receipt image privately; answers its signed-in read path. */
export async function storeReceipt(
  dataDir: string,
  receipt: { ext: string; bytes: Buffer },
): Promise<string> {
  return receiptUrl(await storeUpload(receiptsRoot(dataDir), 'receipts', receipt.ext, receipt.bytes));
}

/**
 * A receipt's bytes for the student who sent it only: anyone else gets NOT_FOUND, as if it did
 * not exist (staff read them on the server).
 */
export async function readOwnReceipt(db: Db, dataDir: string, userId: number, name: string): Promise<Buffer> {
  if (!(await ownsReceipt(db, userId, `/v1/wallet/receipts/${name}`))) throw new DomainError('NOT_FOUND');
  const bytes = await readStoredFile(join(receiptsRoot(dataDir), 'receipts', name));
  if (!bytes) throw new DomainError('NOT_FOUND');
  return bytes;
}
