import type { ServerResponse } from 'node:http';
import type { StaffEventKind } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onStaffEvent } from '../../domain/staff-events/index';

/** A comment line this often keeps proxies and the server's idle timeout from closing the stream. */
export const HEARTBEAT_MS = 20_000;

/**
 * GET /v1/staff/events: Server-Sent Events, `event: staff` with `{"kind": ...}` whenever a queue
 * changes on any instance (domain/staff-events, carried by the cache bus). The token comes as the
 * bearer header or, for an EventSource, as ?token= (see the staff plugin).
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<ServerResponse>();
  // Open streams would hold app.close() forever: end them first.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
  app.get(
    '/events',
    { schema: { querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (_req, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n: connected\n\n');
      open.add(res);
      const send = (kind: StaffEventKind) => res.write(`event: staff\ndata: ${JSON.stringify({ kind })}\n\n`);
      const stop = onStaffEvent(app.deps.db, send);
      const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(beat);
        stop();
        open.delete(res);
      });
    },
  );
};

export default eventsRoutes;
