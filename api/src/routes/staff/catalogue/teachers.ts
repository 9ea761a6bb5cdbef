import {
  CATALOGUE_IMAGE_BOX,
  idParamSchema,
  messageResponseSchema,
  staffCatalogueOrderSchema,
  staffTeacherBodySchema,
  staffTeacherListSchema,
  staffTeacherResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTeacher,
  deleteTeacher,
  orderTeachers,
  setTeacherPhoto,
  teacherDetail,
  teachersList,
  updateTeacher,
} from '../../../domain/catalogue-authoring/index';
import { invalidatePublicCache } from '../../../lib/public-cache';
import { removeUpload } from '../../../lib/uploads';
import { staffActorOf } from '../actor';
import { storeCatalogueImage, uploadsDirOf } from './catalogue-image';

/** Teacher pages (spec 2 §3 Teacher): admin and assistant; deleting is the admin's (roles.ts). */
const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const changed = () => invalidatePublicCache(db);
  const one = { params: idParamSchema, response: { 200: staffTeacherResponseSchema } };

  app.get('/catalogue/teachers', { schema: { response: { 200: staffTeacherListSchema } } }, async () =>
    teachersList(db),
  );
  app.post(
    '/catalogue/teachers',
    { schema: { body: staffTeacherBodySchema, response: { 201: staffTeacherResponseSchema } } },
    async (req, reply) => {
      const data = await createTeacher(db, staffActorOf(req), req.body);
      changed();
      return reply.code(201).send({ data });
    },
  );
  app.put(
    '/catalogue/teachers/order',
    { schema: { body: staffCatalogueOrderSchema, response: { 200: staffTeacherListSchema } } },
    async (req) => {
      const data = await orderTeachers(db, staffActorOf(req), req.body.ids);
      changed();
      return data;
    },
  );
  app.get('/catalogue/teachers/:id', { schema: one }, async (req) => ({
    data: await teacherDetail(db, req.params.id),
  }));
  app.put('/catalogue/teachers/:id', { schema: { ...one, body: staffTeacherBodySchema } }, async (req) => {
    const data = await updateTeacher(db, staffActorOf(req), req.params.id, req.body);
    changed();
    return { data };
  });
  app.post('/catalogue/teachers/:id/photo', { schema: one }, async (req) => {
    const actor = staffActorOf(req);
    await teacherDetail(db, req.params.id); // NOT_FOUND before anything is stored
    const photo = await storeCatalogueImage(
      req,
      config.dataDir,
      'teachers',
      CATALOGUE_IMAGE_BOX.teacher,
      'cover',
    );
    try {
      const { teacher, previous } = await setTeacherPhoto(db, actor, req.params.id, photo);
      await removeUpload(uploadsDirOf(config.dataDir), previous);
      changed();
      return { data: teacher };
    } catch (err) {
      await removeUpload(uploadsDirOf(config.dataDir), photo.url);
      throw err;
    }
  });
  app.delete(
    '/catalogue/teachers/:id',
    { schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await deleteTeacher(db, staffActorOf(req), req.params.id);
      changed();
      return { message: 'تم حذف المدرس' };
    },
  );
};

export default teacherRoutes;
