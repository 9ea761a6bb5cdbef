import { join } from 'node:path';
import { examImageAnswerFieldsSchema, examImageAnswerResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkImageAnswer, writeImageAnswer } from '../../domain/exams/image';
import { attemptsOf } from '../../domain/exams/load';
import { attemptView, remainingSeconds } from '../../domain/exams/views';
import { FieldError, fieldError } from '../../lib/errors';
import { reencodeImage } from '../../lib/image';
import { sniffImage, storeUpload } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';

const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST /exams/session/answers/image (spec 2 §7): multipart session_token, question_id, optional
 * answer_text and the image `answer_image` (jpeg, png or webp by its bytes, re-encoded). Only for
 * an exam with enable_images_answers, while the session runs.
 */
const imageAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/exams/session/answers/image',
    { schema: { response: { 200: examImageAnswerResponseSchema } } },
    async (req) => {
      const { db } = app.deps;
      if (!req.isMultipart()) throw fieldError('answer_image', 'chooseImage');
      const fields: Record<string, string> = {};
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4 } })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'answer_image') throw fieldError(part.fieldname, 'unknownField');
            bytes = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (err instanceof FieldError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('answer_image', 'imageTooBig');
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw err;
        throw fieldError('answer_image', 'chooseImage');
      }
      const parsed = examImageAnswerFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key =
            issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue.path[0] ?? 'body');
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        throw new FieldError(errors);
      }
      const now = app.deps.clock();
      const userId = authOf(req).user.id;
      const { session_token, question_id, answer_text } = parsed.data;
      const s = await checkImageAnswer(db, userId, session_token, question_id, now);
      if (!bytes || bytes.length === 0) throw fieldError('answer_image', 'chooseImage');
      const type = await sniffImage(bytes);
      const clean = type ? await reencodeImage(bytes, type.ext) : null;
      if (!type || !clean) throw fieldError('answer_image', 'notImage');
      const image = await storeUpload(join(app.deps.config.dataDir, 'uploads'), 'answers', type.ext, clean);
      await writeImageAnswer(db, s, question_id, image, answer_text);
      const attempts = await attemptsOf(db, s.id);
      return {
        remaining_seconds: remainingSeconds(s, now),
        answer_attempts: attempts.map((a) => attemptView(a, false)),
      };
    },
  );
};

export default imageAnswerRoutes;
