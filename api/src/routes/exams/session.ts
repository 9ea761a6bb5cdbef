import {
  examAnswersBodySchema,
  examAnswersResponseSchema,
  examSessionQuerySchema,
  examSessionResponseSchema,
  examSessionStartBodySchema,
  examSessionStartResponseSchema,
  examSubmitBodySchema,
  examSubmitResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  readSession,
  saveAnswers,
  sessionPayload,
  startSessionOf,
  submitAndReport,
} from '../../domain/exams/index';
import { attemptView, remainingSeconds, sessionView } from '../../domain/exams/views';
import { authOf } from '../../plugins/auth';

/** The session calls of spec 2 §7: start, read, save answers, submit. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/exams/session',
    { schema: { body: examSessionStartBodySchema, response: { 200: examSessionStartResponseSchema } } },
    async (req) => {
      const now = app.deps.clock();
      const { session, exam } = await startSessionOf(app.deps.db, authOf(req).user.id, req.body.exam_id, now);
      return { data: sessionView(session, exam, now) };
    },
  );

  app.get(
    '/exams/session',
    { schema: { querystring: examSessionQuerySchema, response: { 200: examSessionResponseSchema } } },
    async (req) => {
      const now = app.deps.clock();
      const s = await readSession(app.deps.db, authOf(req).user.id, req.query.session_token, now);
      return sessionPayload(app.deps.db, s, now);
    },
  );

  app.post(
    '/exams/session/answers',
    { schema: { body: examAnswersBodySchema, response: { 200: examAnswersResponseSchema } } },
    async (req) => {
      const now = app.deps.clock();
      const { session: s, attempts } = await saveAnswers(
        app.deps.db,
        authOf(req).user.id,
        req.body.session_token,
        req.body.answers,
        now,
      );
      return {
        remaining_seconds: remainingSeconds(s, now),
        answer_attempts: attempts.map((a) => attemptView(a, false)),
      };
    },
  );

  app.post(
    '/exams/session/submit',
    { schema: { body: examSubmitBodySchema, response: { 200: examSubmitResponseSchema } } },
    async (req) =>
      submitAndReport(
        app.deps.db,
        authOf(req).user.id,
        req.body.session_token,
        req.body.answers,
        app.deps.clock(),
      ),
  );
};

export default sessionRoutes;
