import { walletQuerySchema, walletResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, listTransactions, toPounds, walletOverview } from '../../domain/ledger/index';
import { authOf, requireAuth } from '../../plugins/auth';
import gatewayOrderRoutes from './gateway-orders';
import mobileWalletRoutes from './mobile-wallet';
import receiptRoutes from './receipts';
import rechargeCardRoutes from './recharge-card';
import recipientRoutes from './recipient';
import topupRoutes from './topups';
import transferRoutes from './transfer';

const PAGE_SIZE = 20;

/**
 * GET /wallet (spec 3 §2.3, §7): balance, address, the count of top-ups under review and the
 * ledger, newest first; the next page through transactions.links.next. The writes are in their
 * own files, registered here so they share the sign-in hook.
 */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);
  await app.register(transferRoutes);
  await app.register(rechargeCardRoutes);
  await app.register(mobileWalletRoutes);
  await app.register(gatewayOrderRoutes);
  await app.register(receiptRoutes);
  await app.register(topupRoutes);
  await app.register(recipientRoutes);

  app.get(
    '/wallet',
    { schema: { querystring: walletQuerySchema, response: { 200: walletResponseSchema } } },
    async (req) => {
      const { db } = app.deps;
      const userId = authOf(req).user.id;
      const page = req.query.page ?? 1;
      // Two statements side by side (issue 35): the wallet's head (the setting, the row, the count
      // under review) and the page of the ledger, read even when refused (a read, nothing kept).
      const [head, txs] = await Promise.all([
        walletOverview(db, userId),
        listTransactions(db, userId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
      ]);
      if (!head.enabled || !head.wallet) throw new DomainError('FEATURE_DISABLED');
      const { wallet, pendingReview: pending } = head;
      return {
        wallet: { balance: toPounds(wallet.balance), address: wallet.address },
        meta: { pending_mobile_payments_count: pending },
        transactions: {
          data: txs.items,
          links: { next: txs.nextBefore ? `/v1/wallet?page=${page + 1}` : null },
        },
      };
    },
  );
};

export default walletRoutes;
