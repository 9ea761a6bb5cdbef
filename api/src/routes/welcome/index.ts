import { welcomeDataSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFeaturedCourses } from '../../domain/catalogue/index';
import { readerOf } from '../../plugins/auth';

/** GET /welcome: the guest page's featured courses. */
const welcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/welcome',
    // A hot read: the token is looked up inside the reader's own query (plugins/auth.ts).
    { config: { readerToken: true }, schema: { response: { 200: welcomeDataSchema } } },
    async (req) => ({ featured_courses: await listFeaturedCourses(app.deps.db, readerOf(req)) }),
  );
};

export default welcomeRoutes;
