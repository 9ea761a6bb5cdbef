import { welcomeDataSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCourseCards } from '../../domain/accounts/course-cards';

/** GET /welcome: the guest page's featured courses. */
const welcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/welcome', { schema: { response: { 200: welcomeDataSchema } } }, async (req) => ({
    featured_courses: await listCourseCards(app.deps.db, { order: 'featured', userId: req.auth?.user.id, limit: 12 }),
  }));
};

export default welcomeRoutes;
