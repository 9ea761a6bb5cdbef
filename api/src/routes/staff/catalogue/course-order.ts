import { staffCatalogueOrderSchema, staffCourseOrderListSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseOrder, orderCourses } from '../../../domain/catalogue-authoring/index';
import { invalidatePublicCache } from '../../../lib/public-cache';
import { staffActorOf } from '../actor';

/**
 * The courses' order on the students' pages, by drag and drop (issue 33): the desk's, like the
 * order of grades and teachers, since it ranks every teacher's courses together.
 */
const courseOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const list = { response: { 200: staffCourseOrderListSchema } };
  app.get('/catalogue/courses/order', { schema: list }, async () => courseOrder(db));
  app.put(
    '/catalogue/courses/order',
    { schema: { ...list, body: staffCatalogueOrderSchema } },
    async (req) => {
      const data = await orderCourses(db, staffActorOf(req), req.body.ids);
      invalidatePublicCache(db);
      return data;
    },
  );
};

export default courseOrderRoutes;
