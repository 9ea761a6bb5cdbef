import { join } from 'node:path';
import {
  bankQuestionCreateFieldsSchema,
  bankQuestionCreateResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankQuestions } from '../../db/schema/index';
import { categoryExists, questionById } from '../../domain/bank/index';
import { FieldError, fieldError } from '../../lib/errors';
import { reencodeImage } from '../../lib/image';
import { sniffImage, storeUpload } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';

const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * POST /bank-questions (multipart): text and/or the image `image` (its bytes decoded and encoded
 * again, never trusted by name or type), page_number ≥ 1, question_number ≥ 1 and a category of
 * the bank. It waits unanswered for staff (pnpm ops answer-question).
 */
const createRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bank-questions',
    { schema: { response: { 200: bankQuestionCreateResponseSchema } } },
    async (req) => {
      const { db } = app.deps;
      if (!req.isMultipart()) throw fieldError('body', 'invalid');
      const fields: Record<string, string> = {};
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'image') throw fieldError(part.fieldname, 'unknownField');
            bytes = await part.toBuffer();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (err instanceof FieldError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('image', 'imageTooBig');
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw err;
        throw fieldError('image', 'notImage');
      }
      const parsed = bankQuestionCreateFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key =
            issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue.path[0] ?? 'body');
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        throw new FieldError(errors);
      }
      const { text, page_number, question_number, bank_question_category_id } = parsed.data;
      const hasImage = bytes !== null && bytes.length > 0;
      if (!text && !hasImage) throw fieldError('text', 'bankTextOrImage');
      // The image is checked before the category, and stored only once everything is right.
      let image: { ext: string; bytes: Buffer } | null = null;
      if (bytes && hasImage) {
        const type = await sniffImage(bytes);
        const clean = type ? await reencodeImage(bytes, type.ext) : null;
        if (!type || !clean) throw fieldError('image', 'notImage');
        image = { ext: type.ext, bytes: clean };
      }
      if (!(await categoryExists(db, bank_question_category_id)))
        throw fieldError('bank_question_category_id', 'bankCategoryNotFound');
      const uploads = join(app.deps.config.dataDir, 'uploads');
      const imageUrl = image ? await storeUpload(uploads, 'bank-questions', image.ext, image.bytes) : null;
      const [row] = await db
        .insert(bankQuestions)
        .values({
          userId: authOf(req).user.id,
          categoryId: bank_question_category_id,
          text: text || null,
          imageUrl,
          pageNumber: page_number,
          questionNumber: question_number,
        })
        .returning({ id: bankQuestions.id });
      const question = row ? await questionById(db, row.id) : null;
      if (!question) throw new Error('bank question not stored');
      return { data: question };
    },
  );
};

export default createRoutes;
