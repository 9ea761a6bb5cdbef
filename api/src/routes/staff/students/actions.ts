import {
  staffLectureGrantBodySchema,
  staffStudentActionResponseSchema,
  staffStudentCourseParamsSchema,
  staffStudentLectureParamsSchema,
  staffStudentParamsSchema,
  staffStudentSessionParamsSchema,
  staffStudentVideoParamsSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  grantLectureTo,
  resetVideoViews,
  revokeLectureFrom,
  setCourse,
  setStudentBlocked,
  signOut,
} from '../../../domain/staff-students/index';
import { emptyBodySchema } from '../../empty-body';
import { staffActorOf } from '../actor';

const answer = { 200: staffStudentActionResponseSchema };

/** The actions of the student's page: each audited, each a no-op when already done. */
const studentActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.post(
    '/students/:id/sessions/revoke',
    { schema: { params: staffStudentParamsSchema, body: emptyBodySchema, response: answer } },
    async (req) => signOut(db(), staffActorOf(req), req.params.id),
  );
  app.post(
    '/students/:id/sessions/:sessionId/revoke',
    { schema: { params: staffStudentSessionParamsSchema, body: emptyBodySchema, response: answer } },
    async (req) => signOut(db(), staffActorOf(req), req.params.id, req.params.sessionId),
  );

  for (const grant of [true, false]) {
    app.post(
      `/students/:id/courses/:courseId/${grant ? 'grant' : 'revoke'}`,
      { schema: { params: staffStudentCourseParamsSchema, body: emptyBodySchema, response: answer } },
      async (req) => setCourse(db(), staffActorOf(req), req.params.id, req.params.courseId, grant),
    );
  }

  app.post(
    '/students/:id/lectures/:lectureId/grant',
    {
      schema: {
        params: staffStudentLectureParamsSchema,
        body: staffLectureGrantBodySchema,
        response: answer,
      },
    },
    async (req) =>
      grantLectureTo(db(), staffActorOf(req), req.params.id, req.params.lectureId, req.body.days),
  );
  app.post(
    '/students/:id/lectures/:lectureId/revoke',
    { schema: { params: staffStudentLectureParamsSchema, body: emptyBodySchema, response: answer } },
    async (req) => revokeLectureFrom(db(), staffActorOf(req), req.params.id, req.params.lectureId),
  );

  app.post(
    '/students/:id/videos/:videoId/reset-views',
    { schema: { params: staffStudentVideoParamsSchema, body: emptyBodySchema, response: answer } },
    async (req) => resetVideoViews(db(), staffActorOf(req), req.params.id, req.params.videoId),
  );

  for (const blocked of [true, false]) {
    app.post(
      `/students/:id/${blocked ? 'block' : 'unblock'}`,
      { schema: { params: staffStudentParamsSchema, body: emptyBodySchema, response: answer } },
      async (req) => setStudentBlocked(db(), staffActorOf(req), req.params.id, blocked),
    );
  }
};

export default studentActionRoutes;
