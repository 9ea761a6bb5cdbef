import { examCodeMessages } from '@app/shared-contracts/errors';
import {
  examDetailsQuerySchema,
  examDetailsResponseSchema,
  examResultsResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { examDetails, listResults, sweepOverdueSessions } from '../../domain/exams/index';
import { JOB_LOCKS, runExclusive } from '../../lib/job-lock';
import { authOf, requireAuth } from '../../plugins/auth';
import imageAnswerRoutes from './image-answer';
import sessionRoutes from './session';

/** How often the api submits the sessions whose deadline (and grace) passed. */
const SWEEP_EVERY_MS = 15_000;

/**
 * Exams (spec 2 §7): details by code, the results lists, and the session calls (./session.ts).
 * Every call needs a signed-in student. The sweep timer lives with the routes that need it.
 */
const examRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);
  await app.register(sessionRoutes);
  await app.register(imageAnswerRoutes);

  app.get(
    '/exams/details',
    {
      schema: { querystring: examDetailsQuerySchema, response: { 200: examDetailsResponseSchema } },
      config: { messages: examCodeMessages },
    },
    async (req) => ({
      data: await examDetails(
        app.deps.db,
        authOf(req).user.id,
        { code: req.query.exam_code },
        app.deps.clock(),
      ),
    }),
  );

  app.get('/exams/results', { schema: { response: { 200: examResultsResponseSchema } } }, async (req) => ({
    data: await listResults(app.deps.db, authOf(req).user.id, 'exam', app.deps.clock()),
  }));

  app.get(
    '/exams/homeworks/results',
    { schema: { response: { 200: examResultsResponseSchema } } },
    async (req) => ({
      data: await listResults(app.deps.db, authOf(req).user.id, 'homework', app.deps.clock()),
    }),
  );

  let timer: NodeJS.Timeout | null = null;
  let sweeping = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      // One instance per tick when several share the database (lib/job-lock.ts).
      runExclusive(app.deps.db, JOB_LOCKS.examSweep, (tx) => sweepOverdueSessions(tx, app.deps.clock()))
        .catch((err) => app.log.error({ err }, 'exam sweep failed'))
        .finally(() => {
          sweeping = false;
        });
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

export default examRoutes;
