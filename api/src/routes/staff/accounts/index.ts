import {
  idParamSchema,
  staffAccountCreateBodySchema,
  staffAccountDisabledBodySchema,
  staffAccountPasswordResponseSchema,
  staffAccountResponseSchema,
  staffAccountRoleBodySchema,
  staffAccountsPageSchema,
  staffAccountsQuerySchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeStaffRole,
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffDisabled,
} from '../../../domain/staff-accounts/index';
import { emptyBodySchema } from '../../empty-body';
import { staffActorOf } from '../actor';

/** Staff accounts (admin): list, create, role, disabled, a new temporary password. */
const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;
  app.get(
    '/accounts',
    { schema: { querystring: staffAccountsQuerySchema, response: { 200: staffAccountsPageSchema } } },
    async (req) => listStaffAccounts(db, req.query),
  );
  app.post(
    '/accounts',
    {
      schema: {
        body: staffAccountCreateBodySchema,
        response: { 201: staffAccountPasswordResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await createStaffAccount(db, staffActorOf(req), req.body)),
  );
  app.put(
    '/accounts/:id/role',
    {
      schema: {
        params: idParamSchema,
        body: staffAccountRoleBodySchema,
        response: { 200: staffAccountResponseSchema },
      },
    },
    async (req) => ({ data: await changeStaffRole(db, staffActorOf(req), req.params.id, req.body) }),
  );
  app.put(
    '/accounts/:id/disabled',
    {
      schema: {
        params: idParamSchema,
        body: staffAccountDisabledBodySchema,
        response: { 200: staffAccountResponseSchema },
      },
    },
    async (req) => ({
      data: await setStaffDisabled(db, staffActorOf(req), req.params.id, req.body.disabled),
    }),
  );
  app.post(
    '/accounts/:id/password',
    {
      schema: {
        params: idParamSchema,
        body: emptyBodySchema,
        response: { 200: staffAccountPasswordResponseSchema },
      },
    },
    async (req) => resetStaffPassword(db, staffActorOf(req), req.params.id),
  );
};

export default accountsRoutes;
