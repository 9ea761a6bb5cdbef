import {
  staffCashQuerySchema,
  staffCashReportSchema,
  staffLedgerPageSchema,
  staffLedgerQuerySchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashReport, listLedger } from '../../../domain/ledger/index';
import { staffActorOf } from '../actor';

/** The day's cash per staff member (an assistant: their own) and the admin's ledger. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cash',
    { schema: { querystring: staffCashQuerySchema, response: { 200: staffCashReportSchema } } },
    async (req) => cashReport(app.deps.db, staffActorOf(req), req.query),
  );
  app.get(
    '/ledger',
    { schema: { querystring: staffLedgerQuerySchema, response: { 200: staffLedgerPageSchema } } },
    async (req) => listLedger(app.deps.db, req.query),
  );
};

export default reportRoutes;
