import { supportSuccessMessage } from '@app/shared-contracts/errors';
import {
  guestSupportTicketBodySchema,
  supportTicketBodySchema,
  supportTicketResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceStaffEvent } from '../../domain/staff-events/index';
import { insertTicket } from '../../domain/support/index';
import { FieldError } from '../../lib/errors';

import { TICKET_LIMIT } from './limits';
import ticketRoutes from './tickets';

export { TICKET_LIMIT } from './limits';

/**
 * POST /support-tickets (spec 3 §2.7, §7): title and content; a guest also name, e-mail and phone.
 * The answer's data.id is the ticket number staff reply to (pnpm ops reply-ticket).
 */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits } = app.deps;
  // The student's own tickets and threads, signed in only (./tickets).
  await app.register(ticketRoutes);
  app.post(
    '/support-tickets',
    {
      schema: { body: supportTicketBodySchema, response: { 200: supportTicketResponseSchema } },
      config: limits.enabled
        ? { rateLimit: { ...TICKET_LIMIT, keyGenerator: (req) => `ticket:ip:${req.ip}` } }
        : {},
    },
    async (req) => {
      const user = req.auth?.user ?? null;
      let guest: { name: string; email: string; phone: string } | null = null;
      if (!user) {
        const parsed = guestSupportTicketBodySchema.safeParse(req.body);
        if (!parsed.success) {
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) {
            const key = String(issue.path[0] ?? 'body');
            errors[key] = [...(errors[key] ?? []), issue.message];
          }
          throw new FieldError(errors);
        }
        guest = parsed.data;
      }
      const row = await insertTicket(app.deps.db, {
        userId: user?.id ?? null,
        guest,
        title: req.body.title,
        content: req.body.content,
      });
      // The desk's ticket queue shows it without a reload.
      announceStaffEvent(app.deps.db, 'tickets');
      return {
        data: { id: row.id, created_at: row.createdAt.toISOString() },
        message: supportSuccessMessage(row.id),
      };
    },
  );
};

export default supportRoutes;
