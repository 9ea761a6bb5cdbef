import {
  CATALOGUE_IMAGE_BOX,
  idParamSchema,
  messageResponseSchema,
  staffCatalogueOptionsSchema,
  staffCourseBodySchema,
  staffCourseListQuerySchema,
  staffCoursePageSchema,
  staffCoursePublishSchema,
  staffCourseResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseDetail,
  courseOptions,
  coursesPage,
  createCourse,
  deleteCourse,
  publishCourse,
  setCourseCover,
  updateCourse,
} from '../../../domain/catalogue-authoring/index';
import { invalidatePublicCache } from '../../../lib/public-cache';
import { removeUpload } from '../../../lib/uploads';
import { staffActorOf } from '../actor';
import { storeCatalogueImage, uploadsDirOf } from './catalogue-image';

/**
 * Courses: every role; a teacher only the courses they teach (the domain answers NOT_FOUND for
 * another's). Every write drops the public caches on every instance, so a publish shows at once.
 */
const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const changed = () => invalidatePublicCache(db);
  const one = { params: idParamSchema, response: { 200: staffCourseResponseSchema } };

  app.get('/catalogue/options', { schema: { response: { 200: staffCatalogueOptionsSchema } } }, async (req) =>
    courseOptions(db, staffActorOf(req)),
  );
  app.get(
    '/catalogue/courses',
    { schema: { querystring: staffCourseListQuerySchema, response: { 200: staffCoursePageSchema } } },
    async (req) => coursesPage(db, staffActorOf(req), req.query),
  );
  app.post(
    '/catalogue/courses',
    { schema: { body: staffCourseBodySchema, response: { 201: staffCourseResponseSchema } } },
    async (req, reply) => {
      const data = await createCourse(db, staffActorOf(req), req.body);
      changed();
      return reply.code(201).send({ data });
    },
  );
  app.get('/catalogue/courses/:id', { schema: one }, async (req) => ({
    data: await courseDetail(db, staffActorOf(req), req.params.id),
  }));
  app.put('/catalogue/courses/:id', { schema: { ...one, body: staffCourseBodySchema } }, async (req) => {
    const data = await updateCourse(db, staffActorOf(req), req.params.id, req.body);
    changed();
    return { data };
  });
  app.put(
    '/catalogue/courses/:id/published',
    { schema: { ...one, body: staffCoursePublishSchema } },
    async (req) => {
      const data = await publishCourse(db, staffActorOf(req), req.params.id, req.body.published);
      changed();
      return { data };
    },
  );
  app.post('/catalogue/courses/:id/cover', { schema: one }, async (req) => {
    const actor = staffActorOf(req);
    await courseDetail(db, actor, req.params.id); // NOT_FOUND (or another's) before anything is stored
    const cover = await storeCatalogueImage(
      req,
      config.dataDir,
      'courses',
      CATALOGUE_IMAGE_BOX.cover,
      'inside',
    );
    try {
      const { course, previous } = await setCourseCover(db, actor, req.params.id, cover);
      await removeUpload(uploadsDirOf(config.dataDir), previous);
      changed();
      return { data: course };
    } catch (err) {
      await removeUpload(uploadsDirOf(config.dataDir), cover.url);
      throw err;
    }
  });
  app.delete(
    '/catalogue/courses/:id',
    { schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await deleteCourse(db, staffActorOf(req), req.params.id);
      changed();
      return { message: 'تم حذف الدورة' };
    },
  );
};

export default courseRoutes;
