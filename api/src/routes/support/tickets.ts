import {
  idParamSchema,
  supportTicketReplyBodySchema,
  supportTicketsResponseSchema,
  supportTicketThreadResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceStaffEvent } from '../../domain/staff-events/index';
import { studentReply, studentTickets, studentTicketThread } from '../../domain/support/index';
import { authOf, requireAuth } from '../../plugins/auth';
import { TICKET_LIMIT } from './limits';

/**
 * A student's own tickets (not in the spec; /help/tickets): the list with each one's status, one
 * ticket's thread, and writing again in it. Another user's ticket answers 404, as if missing.
 */
const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits } = app.deps;
  app.addHook('preValidation', requireAuth);

  app.get(
    '/support/tickets',
    { schema: { response: { 200: supportTicketsResponseSchema } } },
    async (req) => ({
      data: await studentTickets(app.deps.db, authOf(req).user.id),
    }),
  );

  app.get(
    '/support/tickets/:id',
    { schema: { params: idParamSchema, response: { 200: supportTicketThreadResponseSchema } } },
    async (req) => ({ data: await studentTicketThread(app.deps.db, authOf(req).user.id, req.params.id) }),
  );

  app.post(
    '/support/tickets/:id/replies',
    {
      schema: {
        params: idParamSchema,
        body: supportTicketReplyBodySchema,
        response: { 200: supportTicketThreadResponseSchema },
      },
      // The same flood guard as opening tickets, per student.
      config: limits.enabled
        ? {
            rateLimit: {
              ...TICKET_LIMIT,
              keyGenerator: (req) => `ticket-reply:user:${req.auth?.user.id ?? req.ip}`,
            },
          }
        : {},
    },
    async (req) => {
      const data = await studentReply(app.deps.db, authOf(req).user.id, req.params.id, req.body.content);
      // The ticket waits for staff again: the desk's queue shows it without a reload.
      announceStaffEvent(app.deps.db, 'tickets');
      return { data };
    },
  );
};

export default ticketRoutes;
