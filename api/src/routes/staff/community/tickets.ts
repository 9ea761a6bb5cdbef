import {
  idParamSchema,
  staffTicketReplyBodySchema,
  staffTicketsQuerySchema,
  staffTicketsResponseSchema,
  staffTicketThreadResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceStaffEvent } from '../../../domain/staff-events/index';
import {
  closeTicket,
  staffReplyToTicket,
  staffTickets,
  staffTicketThread,
} from '../../../domain/support/staff-tickets';
import { staffActorOf } from '../actor';

/** The ticket queue, one ticket's thread, a reply (bell or e-mail as pnpm ops does) and closing. */
const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/tickets',
    { schema: { querystring: staffTicketsQuerySchema, response: { 200: staffTicketsResponseSchema } } },
    async (req) => staffTickets(db, req.query),
  );

  app.get(
    '/tickets/:id',
    { schema: { params: idParamSchema, response: { 200: staffTicketThreadResponseSchema } } },
    async (req) => ({ data: await staffTicketThread(db, req.params.id) }),
  );

  app.post(
    '/tickets/:id/replies',
    {
      schema: {
        params: idParamSchema,
        body: staffTicketReplyBodySchema,
        response: { 200: staffTicketThreadResponseSchema },
      },
    },
    async (req) => {
      const data = await staffReplyToTicket(db, staffActorOf(req), req.params.id, req.body.content);
      announceStaffEvent(db, 'tickets');
      return { data };
    },
  );

  app.post(
    '/tickets/:id/close',
    { schema: { params: idParamSchema, response: { 200: staffTicketThreadResponseSchema } } },
    async (req) => {
      const data = await closeTicket(db, staffActorOf(req), req.params.id);
      announceStaffEvent(db, 'tickets');
      return { data };
    },
  );
};

export default ticketRoutes;
