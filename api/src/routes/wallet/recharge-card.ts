import { rechargeCardMessages } from '@app/shared-contracts/errors';
import { rechargeCardBodySchema, rechargeCardResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, toPounds, toTransactionView } from '../../domain/ledger/index';
import { redeemRechargeCard } from '../../domain/paycards/index';
import { getSettings } from '../../domain/settings/index';
import { authOf } from '../../plugins/auth';
import { idempotencyKeyOf } from '../../plugins/idempotency';

/**
 * POST /wallet/recharge/recharge-card (spec 3 §7, §8): the card's value is credited once;
 * INVALID_PAYCARD_CODE, USED_PAYCARD, EXPIRED_PAYCARD otherwise.
 */
const rechargeCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wallet/recharge/recharge-card',
    {
      config: { idempotent: true },
      schema: { body: rechargeCardBodySchema, response: { 200: rechargeCardResponseSchema } },
    },
    async (req) => {
      const { db } = app.deps;
      const settings = await getSettings(db);
      if (
        !settings.enable_wallet_system ||
        !settings.recharge_info.supported_methods.includes('recharge_card')
      ) {
        throw new DomainError('FEATURE_DISABLED');
      }
      const move = await redeemRechargeCard(db, {
        userId: authOf(req).user.id,
        code: req.body.code,
        idempotencyKey: idempotencyKeyOf(req),
      });
      return {
        amount: toPounds(move.transaction.value),
        balance: toPounds(move.balance),
        transaction: toTransactionView(move.transaction),
        message: rechargeCardMessages.success,
      };
    },
  );
};

export default rechargeCardRoutes;
