import {
  idParamSchema,
  staffTopupConfirmBodySchema,
  staffTopupRejectBodySchema,
  staffTopupReviewResponseSchema,
  staffTopupsPageSchema,
  staffTopupsQuerySchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTopupQueue, readTopupReceipt, reviewTopups } from '../../../domain/topups/index';
import { IMAGE_TYPES } from '../../../lib/uploads';
import { staffActorOf } from '../actor';

const MIME_OF = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime]));

function summary(results: { ok: boolean }[], approve: boolean): string {
  const done = results.filter((r) => r.ok).length;
  const verb = approve ? 'تأكيد' : 'رفض';
  return done === results.length ? `تم ${verb} الطلبات` : `تم ${verb} ${done} من ${results.length} طلبات`;
}

/** The review queue of mobile-wallet and manual top-ups (as pnpm ops topups / confirm-topup). */
const topupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/topups',
    { schema: { querystring: staffTopupsQuerySchema, response: { 200: staffTopupsPageSchema } } },
    async (req) => listTopupQueue(app.deps.db, req.query),
  );

  // Receipts are private: staff read them with their token (the page shows them as blobs).
  app.get('/topups/:id/receipt', { schema: { params: idParamSchema } }, async (req, reply) => {
    const { name, bytes } = await readTopupReceipt(app.deps.db, app.deps.config.dataDir, req.params.id);
    return reply
      .type(MIME_OF[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  // Each id credits once whatever is clicked: the request row is locked and must still be pending.
  for (const [path, approve] of [
    ['/topups/confirm', true],
    ['/topups/reject', false],
  ] as const) {
    const body = approve ? staffTopupConfirmBodySchema : staffTopupRejectBodySchema;
    app.post(path, { schema: { body, response: { 200: staffTopupReviewResponseSchema } } }, async (req) => {
      const { ids, comment } = req.body as { ids: number[]; comment?: string };
      const results = await reviewTopups(app.deps.db, staffActorOf(req), { ids, approve, comment });
      return { results, message: summary(results, approve) };
    });
  }
};

export default topupRoutes;
