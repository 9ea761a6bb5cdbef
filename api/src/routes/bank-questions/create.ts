import {
  bankQuestionCreateFieldsSchema,
  bankQuestionCreateResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askQuestion } from '../../domain/bank/index';
import { announceStaffEvent } from '../../domain/staff-events/index';
import { fieldError } from '../../lib/errors';
import { signQuestionPhotoLink } from '../../lib/media-link';
import { cleanImage, readImageForm } from '../../lib/multipart-image';
import { authOf } from '../../plugins/auth';

/**
 * POST /bank-questions (multipart): text and/or the image `image` (its bytes decoded and encoded
 * again, never trusted by name or type), page_number ≥ 1, question_number ≥ 1 and a category of
 * the bank (domain/bank/ask.ts). The photo is private (domain/bank/photos.ts): the answer links it
 * for the student only.
 */
const createRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bank-questions',
    { schema: { response: { 200: bankQuestionCreateResponseSchema } } },
    async (req) => {
      const { db, config } = app.deps;
      const { fields, bytes } = await readImageForm(req, {
        fileField: 'image',
        schema: bankQuestionCreateFieldsSchema,
        maxFields: 5,
        unreadable: 'notImage',
        notMultipart: { field: 'body', detail: 'invalid' },
      });
      const { text, page_number, question_number, bank_question_category_id } = fields;
      if (!text && !bytes) throw fieldError('text', 'bankTextOrImage');
      // The image is checked before the category.
      const image = bytes ? await cleanImage('image', bytes) : null;
      const userId = authOf(req).user.id;
      const link = (id: number) => signQuestionPhotoLink(config.appSecret, id, userId);
      const question = await askQuestion(
        db,
        config.dataDir,
        {
          userId,
          categoryId: bank_question_category_id,
          text: text || null,
          pageNumber: page_number,
          questionNumber: question_number,
          image,
        },
        link,
      );
      announceStaffEvent(app.deps.db, 'questions');
      return { data: question };
    },
  );
};

export default createRoutes;
