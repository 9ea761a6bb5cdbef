import { walletRecipientQuerySchema, walletRecipientResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertTransfersOpen, DomainError, recipientName } from '../../domain/ledger/index';
import { authOf } from '../../plugins/auth';

/** Lookups per student: enough to check a few addresses, far too few to walk the address space. */
export const RECIPIENT_LIMITS = [
  { max: 10, timeWindow: 60_000 },
  { max: 60, timeWindow: 24 * 60 * 60_000 },
] as const;

/**
 * GET /wallet/recipient?address=: the display name of the wallet's owner, shown before a transfer
 * is confirmed; nothing else about them. Counted per signed-in student (after sign-in, so the
 * key is the account and not an address one can change); the own address and an unknown one
 * answer as the transfer would.
 */
const recipientRoutes: FastifyPluginAsyncZod = async (app) => {
  const checks = RECIPIENT_LIMITS.map((limit, i) =>
    app.createRateLimit({
      ...limit,
      keyGenerator: (req) => `wallet-recipient:${i}:user:${authOf(req).user.id}`,
    }),
  );

  app.get(
    '/wallet/recipient',
    { schema: { querystring: walletRecipientQuerySchema, response: { 200: walletRecipientResponseSchema } } },
    async (req) => {
      const { db, limits } = app.deps;
      await assertTransfersOpen(db);
      if (limits.enabled) {
        for (const check of checks) {
          const result = await check(req);
          if (!result.isAllowed && result.isExceeded) throw new DomainError('RATE_LIMITED');
        }
      }
      return { data: { name: await recipientName(db, authOf(req).user.id, req.query.address) } };
    },
  );
};

export default recipientRoutes;
