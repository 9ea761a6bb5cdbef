import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import courseOrderRoutes from './course-order';
import courseRoutes from './courses';
import { taxonRoutes } from './taxa';
import teacherRoutes from './teachers';

/** Catalogue authoring (issue 33, decision 0043): /v1/staff/catalogue/…; roles in ../roles.ts. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(taxonRoutes('grade', 'grades'));
  await app.register(taxonRoutes('category', 'categories'));
  await app.register(teacherRoutes);
  await app.register(courseOrderRoutes);
  await app.register(courseRoutes);
};

export default catalogueRoutes;
