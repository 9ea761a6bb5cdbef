import { welcomeDataSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFeaturedCourses } from '../../domain/catalogue/index';

/** GET /welcome: the guest page's featured courses. */
const welcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/welcome', { schema: { response: { 200: welcomeDataSchema } } }, async (req) => ({
    featured_courses: await listFeaturedCourses(app.deps.db, req.auth?.user.id),
  }));
};

export default welcomeRoutes;
