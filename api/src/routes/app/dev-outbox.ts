import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recentMailsTo } from '../../domain/mail/outbox-repository';

const querySchema = z.strictObject({
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email()),
});
const responseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      kind: z.string(),
      created_at: z.string(),
    }),
  ),
});

/**
 * GET /dev/outbox?email= — the mails written to one address, newest first. Registered only in the
 * demo, never with NODE_ENV=production (the demo and the e2e tests read confirmation codes here).
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { querystring: querySchema, response: { 200: responseSchema } } },
    async (req) => {
      const rows = await recentMailsTo(app.deps.db, req.query.email, 20);
      return {
        data: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          kind: r.kind,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default devOutboxRoutes;
