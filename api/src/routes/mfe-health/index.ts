import { mfeHealthBodySchema, mfeHealthSummarySchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKey } from '../../domain/mfe-health/clients';
import { autoRollback, healthSummary, recordHealth } from '../../domain/mfe-health/index';

/** Batches one address may send per window: a page sends one every few seconds at most. */
export const HEALTH_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/**
 * POST /mfe/health: the shell's batched reports of each remote and version (issue 16); stored
 * under the sender's network, then a canary released with --auto-rollback is rolled back when the
 * rule of decision 0027 (many clients failing, each one vote) says so. GET /mfe/health: the last
 * hour per remote and version (`pnpm mfe status`).
 */
const mfeHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits, db, config, clock } = app.deps;
  app.post(
    '/mfe/health',
    {
      schema: { body: mfeHealthBodySchema },
      config: limits.enabled
        ? { rateLimit: { ...HEALTH_LIMIT, keyGenerator: (req) => `mfe-health:ip:${req.ip}` } }
        : {},
    },
    async (req, reply) => {
      const now = clock();
      const client = clientKey(req.ip, config.appSecret);
      const remotes = await recordHealth(db, config.deployRoot, req.body, now, client);
      for (const rolled of await autoRollback(db, config.deployRoot, remotes, now)) {
        req.log.warn(rolled, `mfe canary ${rolled.remote} ${rolled.version} rolled back: ${rolled.reason}`);
      }
      return reply.status(204).send();
    },
  );

  app.get('/mfe/health', { schema: { response: { 200: mfeHealthSummarySchema } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return healthSummary(db, clock());
  });
};

export default mfeHealthRoutes;
