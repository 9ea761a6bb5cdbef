import { staffAuditPageSchema, staffAuditQuerySchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '../../domain/audit/index';

/** GET /v1/staff/audit (admin): the audit log, filtered by person, action, target and dates. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    { schema: { querystring: staffAuditQuerySchema, response: { 200: staffAuditPageSchema } } },
    async (req) => listAudit(app.deps.db, req.query),
  );
};

export default auditRoutes;
