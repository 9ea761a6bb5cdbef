import { homeDataSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHome } from '../../domain/catalogue/index';
import { readerOf } from '../../plugins/auth';

/** GET /home: works signed in (joined flags for the user) and as a guest. */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    // A hot read: the token is looked up inside the reader's own query (plugins/auth.ts).
    { config: { readerToken: true }, schema: { response: { 200: homeDataSchema } } },
    async (req) => getHome(app.deps.db, readerOf(req)),
  );
};

export default homeRoutes;
