import {
  staffCardBatchCreateSchema,
  staffCardBatchDetailSchema,
  staffCardBatchListQuerySchema,
  staffCardBatchPageSchema,
  staffCardBatchParamsSchema,
  staffCardBatchQuerySchema,
  staffCardBatchSchema,
  staffCardBatchVoidResponseSchema,
  staffCardTargetQuerySchema,
  staffCardTargetsSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchCards,
  batchCsv,
  batchPdf,
  cardTargets,
  createCardBatch,
  getCardBatch,
  listCardBatches,
  voidCardBatch,
} from '../../../domain/paycards/index';
import { idempotencyKeyOf } from '../../../plugins/idempotency';
import { emptyBodySchema } from '../../empty-body';
import { staffActorOf } from '../actor';

/** Card batches (mfe-wallet's staff cards pages): admin makes and voids; the desk looks and exports. */
const staffCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.get(
    '/card-batches',
    { schema: { querystring: staffCardBatchListQuerySchema, response: { 200: staffCardBatchPageSchema } } },
    async (req) => listCardBatches(db(), req.query),
  );

  app.post(
    '/card-batches',
    {
      config: { idempotent: true },
      schema: { body: staffCardBatchCreateSchema, response: { 201: staffCardBatchSchema } },
    },
    async (req, reply) => {
      const batch = await createCardBatch(db(), staffActorOf(req), req.body, idempotencyKeyOf(req));
      return reply.status(201).send(batch);
    },
  );

  app.get(
    '/card-batches/:id',
    {
      schema: {
        params: staffCardBatchParamsSchema,
        querystring: staffCardBatchQuerySchema,
        response: { 200: staffCardBatchDetailSchema },
      },
    },
    async (req) => getCardBatch(db(), req.params.id, req.query),
  );

  app.get('/card-batches/:id.csv', { schema: { params: staffCardBatchParamsSchema } }, async (req, reply) => {
    const { batch, cards } = await batchCards(db(), req.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="cards-${batch.id}.csv"`)
      .header('cache-control', 'no-store')
      .send(batchCsv(batch, cards));
  });

  app.get('/card-batches/:id.pdf', { schema: { params: staffCardBatchParamsSchema } }, async (req, reply) => {
    const { batch, cards } = await batchCards(db(), req.params.id);
    // Codes that can still be redeemed: used or voided ones are not worth printing.
    const codes = cards.filter((c) => c.state === 'unused').map((c) => c.code);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="cards-${batch.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(await batchPdf(batch, codes));
  });

  app.post(
    '/card-batches/:id/void',
    {
      schema: {
        params: staffCardBatchParamsSchema,
        body: emptyBodySchema,
        response: { 200: staffCardBatchVoidResponseSchema },
      },
    },
    async (req) => voidCardBatch(db(), staffActorOf(req), req.params.id),
  );

  app.get(
    '/card-targets',
    { schema: { querystring: staffCardTargetQuerySchema, response: { 200: staffCardTargetsSchema } } },
    async (req) => cardTargets(db(), req.query),
  );
};

export default staffCardRoutes;
