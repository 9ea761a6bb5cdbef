import {
  staffExamBankPageSchema,
  staffExamBankQuerySchema,
  staffExamCreateSchema,
  staffExamDeleteResponseSchema,
  staffExamExtendBodySchema,
  staffExamListQuerySchema,
  staffExamOverrideBodySchema,
  staffExamPageSchema,
  staffExamParamsSchema,
  staffExamQuestionsBodySchema,
  staffExamSchema,
  staffExamUpdateSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeExam,
  createExam,
  deleteExam,
  examBankPage,
  extendExam,
  getExam,
  listExams,
  publishExam,
  setExamQuestions,
  setOverride,
  updateExam,
} from '../../../domain/exam-builder/index';
import { emptyBodySchema } from '../../empty-body';
import { staffActorOf } from '../actor';

/** The exam builder (mfe-exams' /staff/exams pages, decision 0048); roles in roles.ts. */
const staffExamRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const params = staffExamParamsSchema;
  const one = { params, response: { 200: staffExamSchema } };

  app.get(
    '/exams',
    { schema: { querystring: staffExamListQuerySchema, response: { 200: staffExamPageSchema } } },
    async (req) => listExams(db(), staffActorOf(req), req.query, app.deps.clock()),
  );
  app.post(
    '/exams',
    { schema: { body: staffExamCreateSchema, response: { 201: staffExamSchema } } },
    async (req, reply) =>
      reply.status(201).send(await createExam(db(), staffActorOf(req), req.body, app.deps.clock())),
  );
  app.get('/exams/:examId', { schema: one }, async (req) =>
    getExam(db(), staffActorOf(req), req.params.examId, app.deps.clock()),
  );
  app.patch('/exams/:examId', { schema: { ...one, body: staffExamUpdateSchema } }, async (req) =>
    updateExam(db(), staffActorOf(req), req.params.examId, req.body, app.deps.clock()),
  );
  app.put(
    '/exams/:examId/questions',
    { schema: { ...one, body: staffExamQuestionsBodySchema } },
    async (req) => setExamQuestions(db(), staffActorOf(req), req.params.examId, req.body, app.deps.clock()),
  );
  app.get(
    '/exams/:examId/bank-questions',
    { schema: { params, querystring: staffExamBankQuerySchema, response: { 200: staffExamBankPageSchema } } },
    async (req) => examBankPage(db(), staffActorOf(req), req.params.examId, req.query),
  );
  app.post('/exams/:examId/publish', { schema: { ...one, body: emptyBodySchema } }, async (req) =>
    publishExam(db(), staffActorOf(req), req.params.examId, app.deps.clock()),
  );
  app.post('/exams/:examId/close', { schema: { ...one, body: emptyBodySchema } }, async (req) =>
    closeExam(db(), staffActorOf(req), req.params.examId, app.deps.clock()),
  );
  app.post('/exams/:examId/extend', { schema: { ...one, body: staffExamExtendBodySchema } }, async (req) =>
    extendExam(db(), staffActorOf(req), req.params.examId, req.body.ends_at, app.deps.clock()),
  );
  app.put(
    '/exams/:examId/overrides',
    { schema: { ...one, body: staffExamOverrideBodySchema } },
    async (req) => setOverride(db(), staffActorOf(req), req.params.examId, req.body, app.deps.clock()),
  );
  app.delete(
    '/exams/:examId',
    { schema: { params, response: { 200: staffExamDeleteResponseSchema } } },
    async (req) => deleteExam(db(), staffActorOf(req), req.params.examId),
  );
};

export default staffExamRoutes;
