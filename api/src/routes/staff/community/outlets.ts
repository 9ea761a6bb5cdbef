import {
  idParamSchema,
  messageResponseSchema,
  staffListQuery,
  staffOutletBodySchema,
  staffOutletResponseSchema,
  staffOutletsResponseSchema,
  staffOutletUpdateSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOutlet,
  deleteOutlet,
  staffOutlets,
  updateOutlet,
} from '../../../domain/support/staff-outlets';
import { staffActorOf } from '../actor';

/** The centres of /our-outlets: list, add, edit, delete. */
const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/outlets',
    { schema: { querystring: staffListQuery, response: { 200: staffOutletsResponseSchema } } },
    async (req) => staffOutlets(db, req.query),
  );
  app.post(
    '/outlets',
    { schema: { body: staffOutletBodySchema, response: { 200: staffOutletResponseSchema } } },
    async (req) => ({ data: await createOutlet(db, staffActorOf(req), req.body) }),
  );
  app.patch(
    '/outlets/:id',
    {
      schema: {
        params: idParamSchema,
        body: staffOutletUpdateSchema,
        response: { 200: staffOutletResponseSchema },
      },
    },
    async (req) => ({ data: await updateOutlet(db, staffActorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/outlets/:id',
    { schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await deleteOutlet(db, staffActorOf(req), req.params.id);
      return { message: 'تم حذف الفرع' };
    },
  );
};

export default outletRoutes;
