import {
  idParamSchema,
  LECTURE_AUTHORING_MESSAGES,
  messageResponseSchema,
  NOTE_MAX_BYTES,
  staffLectureItemParamsSchema,
  staffLectureItemResponseSchema,
  staffLectureItemSchema,
  staffLectureItemsOrderSchema,
  staffLectureNoteFieldsSchema,
  staffLectureVideoBodySchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import {
  attachExam,
  createNote,
  createVideo,
  detachExam,
  orderItems,
  removeNote,
  removeVideo,
  updateVideo,
} from '../../../domain/lecture-authoring/index';
import { FieldError, fieldError } from '../../../lib/errors';
import { removePrivateNote, storePrivateNote } from '../../../lib/note-files';
import { invalidatePublicCache } from '../../../lib/public-cache';
import { staffActorOf } from '../actor';
import { readFilesForm } from '../community/files-form';

const params = staffLectureItemParamsSchema;

/** The items of a lecture: order, videos (rows; their media is the video page's), exams, notes. */
const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const changed = () => invalidatePublicCache(db);
  const done = { message: 'تم الحفظ' };

  app.put(
    '/lectures/:id/items/order',
    {
      schema: {
        params: idParamSchema,
        body: staffLectureItemsOrderSchema,
        response: { 200: z.object({ items: z.array(staffLectureItemSchema) }) },
      },
    },
    async (req) => {
      const items = await orderItems(db, staffActorOf(req), req.params.id, req.body);
      changed();
      return { items };
    },
  );

  app.post(
    '/lectures/:id/videos',
    {
      schema: {
        params: idParamSchema,
        body: staffLectureVideoBodySchema,
        response: { 201: staffLectureItemResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await createVideo(db, staffActorOf(req), req.params.id, req.body);
      return reply.code(201).send({ data });
    },
  );
  app.put(
    '/lectures/:id/videos/:itemId',
    {
      schema: {
        params,
        body: staffLectureVideoBodySchema,
        response: { 200: staffLectureItemResponseSchema },
      },
    },
    async (req) => {
      const data = await updateVideo(db, staffActorOf(req), req.params.id, req.params.itemId, req.body);
      changed();
      return { data };
    },
  );
  app.delete(
    '/lectures/:id/videos/:itemId',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (req) => {
      await removeVideo(db, staffActorOf(req), req.params.id, req.params.itemId);
      changed();
      return done;
    },
  );

  app.post(
    '/lectures/:id/exams/:itemId',
    { schema: { params, response: { 200: staffLectureItemResponseSchema } } },
    async (req) => {
      const data = await attachExam(db, staffActorOf(req), req.params.id, req.params.itemId);
      changed();
      return { data };
    },
  );
  app.delete(
    '/lectures/:id/exams/:itemId',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (req) => {
      await detachExam(db, staffActorOf(req), req.params.id, req.params.itemId);
      changed();
      return done;
    },
  );

  app.post(
    '/lectures/:id/notes',
    { schema: { params: idParamSchema, response: { 201: staffLectureItemResponseSchema } } },
    async (req, reply) => {
      const parts = { file: { max: NOTE_MAX_BYTES, tooBig: 'noteTooBig' } } as const;
      const form = await readFilesForm(req, parts, staffLectureNoteFieldsSchema, 2);
      const bytes = form.files.file;
      if (!bytes) throw fieldError('file', 'chooseFile');
      // Checked by its bytes, not its name or the browser's type.
      if ((await fileTypeFromBuffer(bytes))?.ext !== 'pdf')
        throw new FieldError({ file: [LECTURE_AUTHORING_MESSAGES.notPdf] });
      // Private storage only (lib/note-files): students get signed, expiring, user-bound links.
      const url = await storePrivateNote(config.dataDir, 'pdf', bytes);
      try {
        const data = await createNote(db, staffActorOf(req), req.params.id, {
          name: form.fields.name,
          url,
          size: bytes.length,
        });
        changed();
        return reply.code(201).send({ data });
      } catch (err) {
        await removePrivateNote(config.dataDir, url);
        throw err;
      }
    },
  );
  app.delete(
    '/lectures/:id/notes/:itemId',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (req) => {
      const url = await removeNote(db, staffActorOf(req), req.params.id, req.params.itemId);
      await removePrivateNote(config.dataDir, url);
      changed();
      return done;
    },
  );
};

export default itemRoutes;
