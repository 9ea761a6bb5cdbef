import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import noteRoutes from './notes';
import outletRoutes from './outlets';
import questionRoutes from './questions';
import ticketRoutes from './tickets';

/** The desk's community work (mfe-community's staff pages): tickets, bank answers, notes, outlets. */
const staffCommunityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ticketRoutes);
  await app.register(questionRoutes);
  await app.register(noteRoutes);
  await app.register(outletRoutes);
};

export default staffCommunityRoutes;
