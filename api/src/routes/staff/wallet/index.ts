import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import deskRoutes from './desk';
import reportRoutes from './reports';
import topupRoutes from './topups';

/** The desk's money (mfe-wallet's staff pages): cash, adjustments, the review queue, reports. */
const staffWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(deskRoutes);
  await app.register(topupRoutes);
  await app.register(reportRoutes);
};

export default staffWalletRoutes;
