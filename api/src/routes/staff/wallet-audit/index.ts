import { staffWalletAuditSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletAuditReport } from '../../../domain/ledger/wallet-audit-report';

/** GET /v1/staff/wallet-audit (admin): every wallet against its ledger (pnpm ops audit). */
const walletAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/wallet-audit', { schema: { response: { 200: staffWalletAuditSchema } } }, async () =>
    walletAuditReport(app.deps.db),
  );
};

export default walletAuditRoutes;
