import { basename, join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { topupRequests } from '../../db/schema/index';
import { DomainError } from '../../domain/ledger/index';
import { readStoredFile } from '../../lib/storage';
import { IMAGE_TYPES } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';

/** Receipts live under DATA_DIR/private/receipts, never under the public /uploads. */
export const receiptsRoot = (dataDir: string) => join(dataDir, 'private');
/** storeUpload's /uploads/receipts/<name> becomes the signed-in read path. */
export const receiptUrl = (stored: string) => `/v1/wallet/receipts/${basename(stored)}`;
const MIME_OF = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime]));

/**
 * GET /wallet/receipts/:name: a top-up's receipt image, for the student who sent it only (anyone
 * else gets 404, as if it did not exist); staff read them on the server (pnpm ops topups).
 */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet/receipts/:name',
    { schema: { params: z.strictObject({ name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/) }) } },
    async (req, reply) => {
      const path = `/v1/wallet/receipts/${req.params.name}`;
      const [row] = await app.deps.db
        .select({ id: topupRequests.id })
        .from(topupRequests)
        .where(and(eq(topupRequests.attachment, path), eq(topupRequests.userId, authOf(req).user.id)));
      if (!row) throw new DomainError('NOT_FOUND');
      const file = join(receiptsRoot(app.deps.config.dataDir), 'receipts', req.params.name);
      const bytes = await readStoredFile(file);
      if (!bytes) throw new DomainError('NOT_FOUND');
      const ext = req.params.name.split('.').pop() ?? '';
      return reply
        .type(MIME_OF[ext] ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};

export default receiptRoutes;
