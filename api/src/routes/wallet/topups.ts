import {
  idParamSchema,
  topUpCancelResponseSchema,
  topUpRequestOneResponseSchema,
  topUpRequestsPageSchema,
  topUpRequestsQuerySchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/ledger/index';
import { getSettings } from '../../domain/settings/index';
import { cancelOwnRequest, getOwnTopup, listOwnRequests, toTopupView } from '../../domain/topups/index';
import { authOf } from '../../plugins/auth';
import { emptyBodySchema } from '../empty-body';

const PAGE_SIZE = 20;
const CANCELLED = 'تم إلغاء طلب الشحن';

/**
 * The student's own top-ups: GET /wallet/topups (the requests staff review, paged),
 * GET /wallet/topups/:id (any of them, a gateway order too: the wallet page reads a payment's
 * result here, never from its address) and POST /wallet/topups/:id/cancel (a pending request).
 * Another student's id answers 404.
 */
const topupRoutes: FastifyPluginAsyncZod = async (app) => {
  const walletOn = async () => {
    if (!(await getSettings(app.deps.db)).enable_wallet_system) throw new DomainError('FEATURE_DISABLED');
  };

  app.get(
    '/wallet/topups',
    { schema: { querystring: topUpRequestsQuerySchema, response: { 200: topUpRequestsPageSchema } } },
    async (req) => {
      await walletOn();
      const page = req.query.page ?? 1;
      const { items, more } = await listOwnRequests(app.deps.db, authOf(req).user.id, {
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return {
        data: items.map(toTopupView),
        links: { next: more ? `/v1/wallet/topups?page=${page + 1}` : null },
      };
    },
  );

  app.get(
    '/wallet/topups/:id',
    { schema: { params: idParamSchema, response: { 200: topUpRequestOneResponseSchema } } },
    async (req) => {
      await walletOn();
      return { data: toTopupView(await getOwnTopup(app.deps.db, authOf(req).user.id, req.params.id)) };
    },
  );

  app.post(
    '/wallet/topups/:id/cancel',
    {
      schema: { params: idParamSchema, body: emptyBodySchema, response: { 200: topUpCancelResponseSchema } },
    },
    async (req) => {
      await walletOn();
      const row = await cancelOwnRequest(app.deps.db, authOf(req).user.id, req.params.id);
      return { data: toTopupView(row), message: CANCELLED };
    },
  );
};

export default topupRoutes;
