import { staffMeResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMe } from '../../domain/auth/staff-me';
import { authOf } from '../../plugins/auth';

/** GET /v1/staff/me: who is signed in and with which role (the staff frame's nav and guard). */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { response: { 200: staffMeResponseSchema } } }, async (req) => ({
    data: await staffMe(app.deps.db, authOf(req), app.deps.config.staffIdleMinutes),
  }));
};

export default meRoutes;
