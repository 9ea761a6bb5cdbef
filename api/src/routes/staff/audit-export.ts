import { staffAuditQuerySchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCsv } from '../../domain/audit/export-csv';

/** GET /v1/staff/audit/export (admin): the audit log with the page's filters, as a CSV file. */
const auditExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit/export',
    { schema: { querystring: staffAuditQuerySchema.omit({ page: true, per_page: true }) } },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await auditCsv(app.deps.db, req.query));
    },
  );
};

export default auditExportRoutes;
