import {
  dashboardQueuesResponseSchema,
  dashboardRangeQuerySchema,
  dashboardSalesResponseSchema,
  dashboardStudentsResponseSchema,
  dashboardTakingsResponseSchema,
  dashboardViewsResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardQueues,
  dashboardSales,
  dashboardStudents,
  dashboardTakings,
  dashboardViews,
} from '../../../domain/dashboard/index';
import { staffActorOf } from '../actor';

/**
 * The dashboard's figures (decision 0042), read-only: each call is one widget's data. Roles are
 * in ../roles.ts; what a role sees inside a call (an assistant's own takings, a teacher's own
 * courses) is the domain's.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const range = { querystring: dashboardRangeQuerySchema };
  app.get(
    '/dashboard/takings',
    { schema: { ...range, response: { 200: dashboardTakingsResponseSchema } } },
    async (req) => ({
      data: await dashboardTakings(app.deps.db, staffActorOf(req), req.query),
    }),
  );
  app.get(
    '/dashboard/students',
    { schema: { ...range, response: { 200: dashboardStudentsResponseSchema } } },
    async (req) => ({
      data: await dashboardStudents(app.deps.db, req.query),
    }),
  );
  app.get(
    '/dashboard/queues',
    { schema: { response: { 200: dashboardQueuesResponseSchema } } },
    async () => ({
      data: await dashboardQueues(app.deps.db),
    }),
  );
  app.get(
    '/dashboard/sales',
    { schema: { ...range, response: { 200: dashboardSalesResponseSchema } } },
    async (req) => ({
      data: await dashboardSales(app.deps.db, staffActorOf(req), req.query),
    }),
  );
  app.get(
    '/dashboard/views',
    { schema: { ...range, response: { 200: dashboardViewsResponseSchema } } },
    async (req) => ({
      data: await dashboardViews(app.deps.db, staffActorOf(req), req.query),
    }),
  );
};

export default dashboardRoutes;
