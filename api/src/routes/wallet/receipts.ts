import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOwnReceipt } from '../../domain/topups/index';
import { IMAGE_TYPES } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';

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
      const { db, config } = app.deps;
      const bytes = await readOwnReceipt(db, config.dataDir, authOf(req).user.id, req.params.name);
      const ext = req.params.name.split('.').pop() ?? '';
      return reply
        .type(MIME_OF[ext] ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};

export default receiptRoutes;
