import {
  idParamSchema,
  STAFF_ANSWER_FILES,
  staffAnswerFieldsSchema,
  staffQuestionResponseSchema,
  staffQuestionsQuerySchema,
  staffQuestionsResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAnswerQuestion, staffDeleteAnswer } from '../../../domain/bank/staff-answer';
import { staffQuestion, staffQuestions } from '../../../domain/bank/staff-questions';
import { announceStaffEvent } from '../../../domain/staff-events/index';
import { signQuestionPhotoLink } from '../../../lib/media-link';
import { removeUpload } from '../../../lib/uploads';
import { staffActorOf } from '../actor';
import { storeAnswerFiles, uploadsDirOf } from './answer-files';
import { readFilesForm } from './files-form';

const ANSWER_PARTS = {
  image: { max: STAFF_ANSWER_FILES.image.max, tooBig: 'imageTooBig' },
  audio: { max: STAFF_ANSWER_FILES.audio.max, tooBig: 'answerFileTooBig' },
  pdf: { max: STAFF_ANSWER_FILES.pdf.max, tooBig: 'answerFileTooBig' },
} as const;

/**
 * Students' bank questions for the desk (a teacher: those of their own folders), answering by
 * text, image, audio or PDF, editing and removing an answer. The student is told in the bell.
 */
const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  // The student's photo is private: a link signed for this staff member, as my questions does.
  const linkFor = (userId: number) => (id: number) => signQuestionPhotoLink(config.appSecret, id, userId);

  app.get(
    '/bank-questions',
    { schema: { querystring: staffQuestionsQuerySchema, response: { 200: staffQuestionsResponseSchema } } },
    async (req) => {
      const actor = staffActorOf(req);
      return staffQuestions(db, actor, req.query, linkFor(actor.id));
    },
  );

  app.get(
    '/bank-questions/:id',
    { schema: { params: idParamSchema, response: { 200: staffQuestionResponseSchema } } },
    async (req) => {
      const actor = staffActorOf(req);
      return { data: await staffQuestion(db, actor, req.params.id, linkFor(actor.id)) };
    },
  );

  app.post(
    '/bank-questions/:id/answer',
    { schema: { params: idParamSchema, response: { 200: staffQuestionResponseSchema } } },
    async (req) => {
      const actor = staffActorOf(req);
      const { id } = req.params;
      // Seen before the upload: a question out of reach answers 404 and nothing is stored.
      await staffQuestion(db, actor, id, linkFor(actor.id));
      const form = await readFilesForm(req, ANSWER_PARTS, staffAnswerFieldsSchema, 6);
      const stored = await storeAnswerFiles(config.dataDir, form.files);
      const f = form.fields;
      let dropped: string[];
      try {
        dropped = await staffAnswerQuestion(db, actor, id, {
          text: f.text || null,
          image: stored.image ?? (f.remove_image ? null : undefined),
          audio: stored.audio ?? (f.remove_audio ? null : undefined),
          pdf: stored.pdf ?? (f.remove_pdf ? null : undefined),
          ...(f.teacher_id === undefined ? {} : { teacherId: f.teacher_id }),
        });
      } catch (err) {
        await Promise.all(
          Object.values(stored).map((url) => removeUpload(uploadsDirOf(config.dataDir), url)),
        );
        throw err;
      }
      await Promise.all(dropped.map((url) => removeUpload(uploadsDirOf(config.dataDir), url)));
      announceStaffEvent(db, 'questions');
      return { data: await staffQuestion(db, actor, id, linkFor(actor.id)) };
    },
  );

  app.delete(
    '/bank-questions/:id/answer',
    { schema: { params: idParamSchema, response: { 200: staffQuestionResponseSchema } } },
    async (req) => {
      const actor = staffActorOf(req);
      const dropped = await staffDeleteAnswer(db, actor, req.params.id);
      await Promise.all(dropped.map((url) => removeUpload(uploadsDirOf(config.dataDir), url)));
      announceStaffEvent(db, 'questions');
      return { data: await staffQuestion(db, actor, req.params.id, linkFor(actor.id)) };
    },
  );
};

export default questionRoutes;
