import {
  courseJoinResponseSchema,
  coursePurchaseBodySchema,
  coursePurchaseResponseSchema,
  courseResponseSchema,
  coursesQuerySchema,
  coursesResponseSchema,
  idParamSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinCourse, purchaseCourse } from '../../domain/access/index';
import { getCourseDetail, listCourses, toCourseView } from '../../domain/catalogue/index';
import { toPounds } from '../../domain/ledger/index';
import { cachedSettings } from '../../domain/settings/index';
import { notFound } from '../../lib/errors';
import { countsChanged } from '../../lib/public-cache';
import { authOf, readerOf, requireAuth } from '../../plugins/auth';
import { emptyBodySchema } from '../empty-body';
import { emptyBodyAsObject, idempotencyKeyOf, nextPageUrl } from './helpers';

/** Catalogue calls of spec 1 §7 and spec 2 §7. Guests may list and read; joining needs a user. */
const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses',
    {
      // A hot read: the token is looked up inside the reader's own query (plugins/auth.ts).
      config: { readerToken: true },
      schema: { querystring: coursesQuerySchema, response: { 200: coursesResponseSchema } },
    },
    async (req) => {
      const q = req.query;
      const { items, page, hasNext } = await listCourses(
        app.deps.db,
        { search: q.search, gradeId: q.grade_id, categoryId: q.category_id, page: q.page },
        readerOf(req),
      );
      return {
        data: items,
        links: { next: hasNext ? nextPageUrl('/v1/courses', { ...q, page: page + 1 }) : null },
      };
    },
  );

  app.get(
    '/courses/:id',
    {
      config: { readerToken: true },
      schema: { params: idParamSchema, response: { 200: courseResponseSchema } },
    },
    async (req) => {
      const course = await getCourseDetail(app.deps.db, req.params.id, readerOf(req));
      if (!course) throw notFound('courseNotFound');
      return { data: course };
    },
  );

  app.post(
    '/courses/:id/join',
    {
      config: { idempotent: true },
      preValidation: requireAuth,
      schema: { params: idParamSchema, body: emptyBodySchema, response: { 200: courseJoinResponseSchema } },
    },
    async (req) => {
      const userId = authOf(req).user.id;
      const { course } = await joinCourse(app.deps.db, userId, req.params.id);
      // users_count of the cached cards changed.
      countsChanged(app.deps.db);
      return { data: await toCourseView(app.deps.db, course, userId) };
    },
  );

  app.post(
    '/courses/:id/purchase',
    {
      config: { idempotent: true },
      // A free course is got with no body at all: it is validated as {}.
      preValidation: [requireAuth, emptyBodyAsObject],
      schema: {
        params: idParamSchema,
        body: coursePurchaseBodySchema,
        response: { 200: coursePurchaseResponseSchema },
      },
    },
    async (req) => {
      const { db } = app.deps;
      const userId = authOf(req).user.id;
      const settings = await cachedSettings(db);
      const { course, balance } = await purchaseCourse(db, {
        userId,
        courseId: req.params.id,
        payBy: req.body?.pay_by,
        code: req.body?.code,
        idempotencyKey: idempotencyKeyOf(req),
        walletEnabled: settings.enable_wallet_system,
      });
      countsChanged(db);
      const data = await toCourseView(db, course, userId);
      return balance === null ? { data } : { data, balance: toPounds(balance) };
    },
  );
};

export default courseRoutes;
