import {
  EXAM_BANK_LIMITS,
  EXAM_BANK_MESSAGES,
  examBankExportQuerySchema,
  examBankImageResponseSchema,
  examBankImportQuerySchema,
  examBankImportReportSchema,
  examBankListQuerySchema,
  examBankPageSchema,
  examBankQuestionInputSchema,
  examBankQuestionResponseSchema,
  examBankTagsQuerySchema,
  examBankTagsSchema,
  examBankTemplateQuerySchema,
  idParamSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldError } from '../../../domain/errors';
import { bankTemplate, exportBank } from '../../../domain/exam-bank/export';
import { importBank } from '../../../domain/exam-bank/import';
import {
  createBankQuestion,
  editBankQuestion,
  getBankQuestion,
  listBank,
  readScope,
  removeBankQuestion,
} from '../../../domain/exam-bank/questions';
import { bankTags } from '../../../domain/exam-bank/tags';
import { cleanImage, readImageForm } from '../../../lib/multipart-image';
import { storeUpload } from '../../../lib/uploads';
import { staffActorOf } from '../actor';
import { uploadsDirOf } from '../community/answer-files';

const refuse = (message: string) => new FieldError({ file: [message] });

function sendFile(reply: FastifyReply, file: { bytes: Buffer; type: string; ext: string }, name: string) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${name}.${file.ext}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
}

/**
 * /v1/staff/exam-bank (issue 34, decision 0047): the question bank of admin and teachers (a
 * teacher's own only), its images, tags, spreadsheet import, template and export.
 */
const examBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/exam-bank/questions',
    { schema: { querystring: examBankListQuerySchema, response: { 200: examBankPageSchema } } },
    async (req) => listBank(db, staffActorOf(req), req.query),
  );

  app.post(
    '/exam-bank/questions',
    { schema: { body: examBankQuestionInputSchema, response: { 201: examBankQuestionResponseSchema } } },
    async (req, reply) => {
      const data = await createBankQuestion(db, staffActorOf(req), req.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/exam-bank/questions/:id',
    { schema: { params: idParamSchema, response: { 200: examBankQuestionResponseSchema } } },
    async (req) => ({ data: await getBankQuestion(db, staffActorOf(req), req.params.id) }),
  );

  app.put(
    '/exam-bank/questions/:id',
    {
      schema: {
        params: idParamSchema,
        body: examBankQuestionInputSchema,
        response: { 200: examBankQuestionResponseSchema },
      },
    },
    async (req) => ({ data: await editBankQuestion(db, staffActorOf(req), req.params.id, req.body) }),
  );

  app.delete('/exam-bank/questions/:id', { schema: { params: idParamSchema } }, async (req, reply) => {
    await removeBankQuestion(db, staffActorOf(req), req.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/exam-bank/images',
    { schema: { response: { 201: examBankImageResponseSchema } } },
    async (req, reply) => {
      readScope(staffActorOf(req));
      const form = await readImageForm(req, {
        fileField: 'image',
        schema: z.strictObject({}),
        maxFields: 1,
        unreadable: 'chooseFile',
      });
      if (!form.bytes) throw new FieldError({ image: [EXAM_BANK_MESSAGES.required] });
      // Decoded and encoded again: what is stored is an image and nothing else.
      const image = await cleanImage('image', form.bytes);
      const url = await storeUpload(uploadsDirOf(config.dataDir), 'exam-bank', image.ext, image.bytes);
      return reply.code(201).send({ data: { url } });
    },
  );

  app.get(
    '/exam-bank/tags',
    { schema: { querystring: examBankTagsQuerySchema, response: { 200: examBankTagsSchema } } },
    async (req) => ({ data: await bankTags(db, staffActorOf(req), req.query) }),
  );

  app.post(
    '/exam-bank/import',
    { schema: { querystring: examBankImportQuerySchema, response: { 200: examBankImportReportSchema } } },
    async (req) => {
      const actor = staffActorOf(req);
      if (!req.isMultipart()) throw refuse(EXAM_BANK_MESSAGES.badFile);
      let bytes: Buffer | null = null;
      try {
        const file = await req.file({
          limits: { fileSize: EXAM_BANK_LIMITS.importBytes, files: 1, fields: 2 },
        });
        if (file?.fieldname === 'file') bytes = await file.toBuffer();
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(EXAM_BANK_MESSAGES.tooBig);
        throw refuse(EXAM_BANK_MESSAGES.badFile);
      }
      if (!bytes || bytes.length === 0) throw refuse(EXAM_BANK_MESSAGES.empty);
      return { data: await importBank(db, actor, bytes, req.query) };
    },
  );

  app.get(
    '/exam-bank/template',
    { schema: { querystring: examBankTemplateQuerySchema } },
    async (req, reply) => sendFile(reply, await bankTemplate(req.query.format), 'question-bank-template'),
  );

  app.get('/exam-bank/export', { schema: { querystring: examBankExportQuerySchema } }, async (req, reply) =>
    sendFile(reply, await exportBank(db, staffActorOf(req), req.query), 'question-bank'),
  );
};

export default examBankRoutes;
