import { join } from 'node:path';
import { examImageAnswerFieldsSchema, examImageAnswerResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkImageAnswer, clearImageAnswer, isStaleImage, writeImageAnswer } from '../../domain/exams/image';
import { attemptsOf } from '../../domain/exams/load';
import { attemptView, remainingSeconds, type SessionRow } from '../../domain/exams/views';
import { fieldError } from '../../lib/errors';
import { cleanImage, readImageForm } from '../../lib/multipart-image';
import { storeUpload } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';

/**
 * POST /exams/session/answers/image (spec 2 §7): multipart session_token, question_id, optional
 * answer_text, the answer queue's seq and answered_at, and the image `answer_image` (jpeg, png or
 * webp by its bytes, re-encoded). Only for an exam with enable_images_answers, while the session
 * runs (or within the grace for an image chosen before the deadline). An image with a lower seq
 * than the stored one is answered as saved and changes nothing. `remove_image=1` without a file
 * takes the image back, ordered by the same seq.
 */
const imageAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/exams/session/answers/image',
    { schema: { response: { 200: examImageAnswerResponseSchema } } },
    async (req) => {
      const { db } = app.deps;
      const { fields, bytes } = await readImageForm(req, {
        fileField: 'answer_image',
        schema: examImageAnswerFieldsSchema,
        maxFields: 7,
        unreadable: 'chooseImage',
      });
      const now = app.deps.clock();
      const userId = authOf(req).user.id;
      const answered = async (s: SessionRow) => ({
        remaining_seconds: remainingSeconds(s, now),
        answer_attempts: (await attemptsOf(db, s.id)).map((a) => attemptView(a, false)),
      });
      const { session_token, question_id, answer_text, seq = 0, answered_at, remove_image } = fields;
      const s = await checkImageAnswer(db, userId, session_token, question_id, now, answered_at);
      if (remove_image && bytes) throw fieldError('answer_image', 'unknownField');
      if (remove_image) {
        await clearImageAnswer(db, s, question_id, seq);
        return answered(s);
      }
      if (!bytes) throw fieldError('answer_image', 'chooseImage');
      const clean = await cleanImage('answer_image', bytes);
      if (!(await isStaleImage(db, s, question_id, seq))) {
        const uploads = join(app.deps.config.dataDir, 'uploads');
        const image = await storeUpload(uploads, 'answers', clean.ext, clean.bytes);
        await writeImageAnswer(db, s, question_id, image, answer_text, seq);
      }
      return answered(s);
    },
  );
};

export default imageAnswerRoutes;
