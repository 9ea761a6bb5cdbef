import {
  idParamSchema,
  staffEssayGradeBodySchema,
  staffEssayGradeResponseSchema,
  staffEssaysPageSchema,
  staffEssaysQuerySchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gradeStaffEssay, listStaffEssays } from '../../../domain/exams/staff-essays';
import { staffActorOf } from '../actor';

/** Essay answers waiting for a mark: admin, or the teacher of the exam's course (pnpm ops essays). */
const essaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/essays',
    { schema: { querystring: staffEssaysQuerySchema, response: { 200: staffEssaysPageSchema } } },
    async (req) => listStaffEssays(app.deps.db, staffActorOf(req), req.query),
  );
  app.post(
    '/essays/:id/grade',
    {
      schema: {
        params: idParamSchema,
        body: staffEssayGradeBodySchema,
        response: { 200: staffEssayGradeResponseSchema },
      },
    },
    async (req) => gradeStaffEssay(app.deps.db, staffActorOf(req), req.params.id, req.body.mark),
  );
};

export default essaysRoutes;
