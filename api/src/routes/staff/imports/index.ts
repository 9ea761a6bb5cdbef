import {
  STUDENT_IMPORT_LIMITS,
  STUDENT_IMPORT_MESSAGES,
  staffStudentCreateBodySchema,
  staffStudentCreatedSchema,
  studentImportQuerySchema,
  studentImportReportSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldError } from '../../../domain/errors';
import { createStudent, importStudents } from '../../../domain/student-import/index';
import { staffActorOf } from '../actor';

const refuse = (message: string) => new FieldError({ file: [message] });

/**
 * Students made by the desk: POST /v1/staff/students (one, as pnpm ops create-user) and
 * POST /v1/staff/students/import?mode=dry_run|commit (a sheet, one file part `file`).
 */
const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/students',
    { schema: { body: staffStudentCreateBodySchema, response: { 201: staffStudentCreatedSchema } } },
    async (req, reply) => reply.code(201).send(await createStudent(app.deps.db, staffActorOf(req), req.body)),
  );

  app.post(
    '/students/import',
    { schema: { querystring: studentImportQuerySchema, response: { 200: studentImportReportSchema } } },
    async (req) => {
      if (!req.isMultipart()) throw refuse(STUDENT_IMPORT_MESSAGES.badFile);
      let bytes: Buffer | null = null;
      try {
        const file = await req.file({
          limits: { fileSize: STUDENT_IMPORT_LIMITS.maxBytes, files: 1, fields: 2 },
        });
        if (file?.fieldname === 'file') bytes = await file.toBuffer();
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(STUDENT_IMPORT_MESSAGES.tooBig);
        throw refuse(STUDENT_IMPORT_MESSAGES.badFile);
      }
      if (!bytes || bytes.length === 0) throw refuse(STUDENT_IMPORT_MESSAGES.empty);
      return { data: await importStudents(app.deps.db, staffActorOf(req), bytes, req.query.mode) };
    },
  );
};

export default importsRoutes;
