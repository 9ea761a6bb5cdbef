import { idParamSchema, teacherResponseSchema, teachersResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTeacher, listTeachers } from '../../domain/catalogue/index';
import { DomainError } from '../../domain/ledger/errors';
import { getSettings } from '../../domain/settings/index';
import { notFound } from '../../lib/errors';

/** Teachers list (only while the teachers_page setting is on) and public teacher pages (spec 2 §2). */
const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/teachers', { schema: { response: { 200: teachersResponseSchema } } }, async () => {
    const { db } = app.deps;
    if (!(await getSettings(db)).teachers_page) throw new DomainError('FEATURE_DISABLED');
    return { data: await listTeachers(db) };
  });

  app.get(
    '/teachers/:id',
    { schema: { params: idParamSchema, response: { 200: teacherResponseSchema } } },
    async (req) => {
      const found = await getTeacher(app.deps.db, req.params.id, req.auth?.user.id);
      if (!found) throw notFound('teacherNotFound');
      return found;
    },
  );
};

export default teacherRoutes;
