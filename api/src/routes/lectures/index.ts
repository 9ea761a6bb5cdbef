import { lecturePurchaseMessages } from '@app/shared-contracts/errors';
import {
  courseContinueResponseSchema,
  idParamSchema,
  lectureContentsResponseSchema,
  lecturePurchaseBodySchema,
  lecturePurchaseResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchaseLecture } from '../../domain/access/index';
import { applyLectureState, publicLectureViews } from '../../domain/catalogue/index';
import { getLectureContents, lastWatchedInCourse } from '../../domain/lectures/index';
import { toPounds } from '../../domain/ledger/index';
import { cachedSettings } from '../../domain/settings/index';
import { signNoteLink } from '../../lib/media-link';
import { countsChanged } from '../../lib/public-cache';
import { authOf, requireAuth } from '../../plugins/auth';
import { emptyBodyAsObject, idempotencyKeyOf } from '../courses/helpers';

/** Lecture calls of spec 2 §7: buying one lecture and opening its contents. */
const lectureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lectures/:id/purchase',
    {
      // The codes are worded for a lecture (spec 2 §8), e.g. ALREADY_PURCHASED.
      config: { idempotent: true, messages: lecturePurchaseMessages },
      // A free lecture is got with no body at all: it is validated as {}.
      preValidation: [requireAuth, emptyBodyAsObject],
      schema: {
        params: idParamSchema,
        body: lecturePurchaseBodySchema,
        response: { 200: lecturePurchaseResponseSchema },
      },
    },
    async (req) => {
      const { db } = app.deps;
      const userId = authOf(req).user.id;
      const settings = await cachedSettings(db);
      const { lecture, course, balance, state } = await purchaseLecture(db, {
        userId,
        lectureId: req.params.id,
        payBy: req.body?.pay_by,
        code: req.body?.code,
        idempotencyKey: idempotencyKeyOf(req),
        walletEnabled: settings.enable_wallet_system,
      });
      // A lectures course is joined by the purchase: its users_count changed.
      countsChanged(db);
      // The bought lecture as this student now sees it: the purchase read it (decision 0065).
      const [data] = applyLectureState(publicLectureViews([lecture], course), state);
      if (!data) throw new Error('lecture view missing');
      return { data, balance: toPounds(balance) };
    },
  );

  app.get(
    '/lectures/:id/contents',
    {
      preValidation: requireAuth,
      schema: { params: idParamSchema, response: { 200: lectureContentsResponseSchema } },
    },
    async (req, reply) => {
      const userId = authOf(req).user.id;
      // Each note's url is a link signed for this student (the files are private).
      const noteUrl = (id: number) => signNoteLink(app.deps.config.appSecret, id, userId);
      const contents = await getLectureContents(app.deps.db, userId, req.params.id, noteUrl);
      // The answer carries links for one student: no shared cache may keep it.
      reply.header('Cache-Control', 'private, no-store');
      if (!contents.lecture) throw new Error('lecture view missing');
      return { ...contents, lecture: contents.lecture };
    },
  );

  // Our addition: the course page's "continue where you stopped".
  app.get(
    '/courses/:id/continue',
    {
      preValidation: requireAuth,
      schema: { params: idParamSchema, response: { 200: courseContinueResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await lastWatchedInCourse(app.deps.db, authOf(req).user.id, req.params.id) };
    },
  );
};

export default lectureRoutes;
