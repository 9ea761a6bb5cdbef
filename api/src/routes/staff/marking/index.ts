import {
  idParamSchema,
  staffExamAnalysisSchema,
  staffExamKeyBodySchema,
  staffExamKeyResponseSchema,
  staffExamResultsPageSchema,
  staffExamResultsQuerySchema,
  staffMarkBodySchema,
  staffMarkingExamParamSchema,
  staffMarkingKeyParamSchema,
  staffMarkingPageSchema,
  staffMarkingQuerySchema,
  staffMarkResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  correctKey,
  examAnalysis,
  listExamResults,
  listMarking,
  markAnswer,
} from '../../../domain/marking/index';
import { staffActorOf } from '../actor';

/**
 * Marking and results (issue 34, decision 0049): the essay queue, a corrected key re-marking every
 * submitted session, each exam's results and item analysis. Roles in roles.ts; the domain narrows
 * a teacher to the exams of their own courses.
 */
const markingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/marking',
    { schema: { querystring: staffMarkingQuerySchema, response: { 200: staffMarkingPageSchema } } },
    async (req) => listMarking(app.deps.db, staffActorOf(req), req.query),
  );
  app.post(
    '/marking/:id/mark',
    {
      schema: {
        params: idParamSchema,
        body: staffMarkBodySchema,
        response: { 200: staffMarkResponseSchema },
      },
    },
    async (req) => markAnswer(app.deps.db, staffActorOf(req), req.params.id, req.body),
  );
  app.put(
    '/exams/:examId/questions/:questionId/key',
    {
      schema: {
        params: staffMarkingKeyParamSchema,
        body: staffExamKeyBodySchema,
        response: { 200: staffExamKeyResponseSchema },
      },
    },
    async (req) =>
      correctKey(app.deps.db, staffActorOf(req), req.params.examId, req.params.questionId, req.body),
  );
  app.get(
    '/exams/:examId/results',
    {
      schema: {
        params: staffMarkingExamParamSchema,
        querystring: staffExamResultsQuerySchema,
        response: { 200: staffExamResultsPageSchema },
      },
    },
    async (req) => listExamResults(app.deps.db, staffActorOf(req), req.params.examId, req.query),
  );
  app.get(
    '/exams/:examId/analysis',
    { schema: { params: staffMarkingExamParamSchema, response: { 200: staffExamAnalysisSchema } } },
    async (req) => examAnalysis(app.deps.db, staffActorOf(req), req.params.examId),
  );
};

export default markingRoutes;
