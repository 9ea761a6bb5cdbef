import { appDataSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAppData } from '../../domain/settings/index';

/** GET /app: every setting of specs 1-3, with grades and categories. Public. */
const appRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/app', { schema: { response: { 200: appDataSchema } } }, async () => getAppData(app.deps.db));
};

export default appRoutes;
