import {
  idParamSchema,
  messageResponseSchema,
  staffCourseLecturesResponseSchema,
  staffCourseParamsSchema,
  staffLectureBodySchema,
  staffLectureDetailResponseSchema,
  staffLectureOrderSchema,
  staffLecturePublishSchema,
  staffLectureResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseLectures,
  createLecture,
  deleteLecture,
  lectureDetail,
  orderLectures,
  publishLecture,
  setLectureImage,
  updateLecture,
} from '../../../domain/lecture-authoring/index';
import { invalidatePublicCache } from '../../../lib/public-cache';
import { removeUpload } from '../../../lib/uploads';
import { staffActorOf } from '../actor';
import { storeCatalogueImage, uploadsDirOf } from '../catalogue/catalogue-image';
import itemRoutes from './items';

/**
 * Lecture authoring (issue 33, decision 0044; mfe-learning's staff pages). Roles in roles.ts; the
 * domain narrows a teacher to the courses they teach. Every write drops the public caches, so a
 * publish or an edit shows to students at once.
 */
const staffLectureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const changed = () => invalidatePublicCache(db);

  app.get(
    '/courses/:courseId/lectures',
    { schema: { params: staffCourseParamsSchema, response: { 200: staffCourseLecturesResponseSchema } } },
    async (req) => courseLectures(db, staffActorOf(req), req.params.courseId),
  );
  app.post(
    '/courses/:courseId/lectures',
    {
      schema: {
        params: staffCourseParamsSchema,
        body: staffLectureBodySchema,
        response: { 201: staffLectureResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await createLecture(db, staffActorOf(req), req.params.courseId, req.body);
      changed();
      return reply.code(201).send({ data });
    },
  );
  app.put(
    '/courses/:courseId/lectures/order',
    {
      schema: {
        params: staffCourseParamsSchema,
        body: staffLectureOrderSchema,
        response: { 200: staffCourseLecturesResponseSchema },
      },
    },
    async (req) => {
      const data = await orderLectures(db, staffActorOf(req), req.params.courseId, req.body.ids);
      changed();
      return data;
    },
  );
  app.get(
    '/lectures/:id',
    { schema: { params: idParamSchema, response: { 200: staffLectureDetailResponseSchema } } },
    async (req) => lectureDetail(db, staffActorOf(req), req.params.id),
  );
  app.put(
    '/lectures/:id',
    {
      schema: {
        params: idParamSchema,
        body: staffLectureBodySchema,
        response: { 200: staffLectureResponseSchema },
      },
    },
    async (req) => {
      const data = await updateLecture(db, staffActorOf(req), req.params.id, req.body);
      changed();
      return { data };
    },
  );
  app.put(
    '/lectures/:id/published',
    {
      schema: {
        params: idParamSchema,
        body: staffLecturePublishSchema,
        response: { 200: staffLectureResponseSchema },
      },
    },
    async (req) => {
      const data = await publishLecture(db, staffActorOf(req), req.params.id, req.body.published);
      changed();
      return { data };
    },
  );
  // Multipart part `image`: checked by its bytes, re-encoded to WebP at the 16:9 size the lecture
  // cards use (so its box is known and the page never shifts), stored under /uploads/lectures/.
  app.put(
    '/lectures/:id/image',
    { schema: { params: idParamSchema, response: { 200: staffLectureResponseSchema } } },
    async (req) => {
      const actor = staffActorOf(req);
      const image = await storeCatalogueImage(
        req,
        config.dataDir,
        'lectures',
        { width: 800, height: 450 },
        'cover',
      );
      try {
        const { lecture, replaced } = await setLectureImage(db, actor, req.params.id, image.url);
        if (replaced?.startsWith('/uploads/lectures/'))
          await removeUpload(uploadsDirOf(config.dataDir), replaced);
        changed();
        return { data: lecture };
      } catch (err) {
        await removeUpload(uploadsDirOf(config.dataDir), image.url);
        throw err;
      }
    },
  );
  app.delete(
    '/lectures/:id',
    { schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await deleteLecture(db, staffActorOf(req), req.params.id);
      changed();
      return { message: 'تم حذف المحاضرة' };
    },
  );
  await app.register(itemRoutes);
};

export default staffLectureRoutes;
