import {
  staffMessageBodySchema,
  staffMessageResponseSchema,
  staffStudentDetailSchema,
  staffStudentParamsSchema,
  staffStudentsPageSchema,
  staffStudentsQuerySchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchStudents, sendStaffMessage, studentDetail } from '../../../domain/staff-students/index';
import { staffActorOf } from '../actor';
import studentActionRoutes from './actions';

/** The desk's students (mfe-staff's students, student and messages pages). */
const staffStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students',
    { schema: { querystring: staffStudentsQuerySchema, response: { 200: staffStudentsPageSchema } } },
    async (req) => searchStudents(app.deps.db, req.query),
  );

  app.get(
    '/students/:id',
    { schema: { params: staffStudentParamsSchema, response: { 200: staffStudentDetailSchema } } },
    async (req) => studentDetail(app.deps.db, req.params.id),
  );

  await app.register(studentActionRoutes);

  // A double click sends once with the same Idempotency-Key (the web form sends one per message).
  app.post(
    '/messages',
    {
      config: { idempotent: true },
      schema: { body: staffMessageBodySchema, response: { 200: staffMessageResponseSchema } },
    },
    async (req) => sendStaffMessage(app.deps.db, staffActorOf(req), req.body),
  );
};

export default staffStudentRoutes;
