import {
  authUserResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { login, register } from '../../domain/accounts/accounts';
import { toUserDto } from '../../domain/accounts/user-dto';
import { revokeToken } from '../../domain/auth/tokens';
import { authOf, requireAuth } from '../../plugins/auth';
import { emptyBodySchema } from '../empty-body';

/** POST /register, /login, /logout, /auth/user. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.db, mailer: app.deps.mailer, secret: app.deps.config.appSecret });

  app.post(
    '/register',
    { schema: { body: registerBodySchema, response: { 200: registerResponseSchema } } },
    async (req) => {
      await app.deps.limits.enforce('register', req, req.body.email);
      const out = await register(deps(), req.body);
      return {
        token: out.token,
        user: out.user && out.token ? await toUserDto(app.deps.db, out.user) : null,
        verification: out.verification,
        message: out.message,
      };
    },
  );

  app.post(
    '/login',
    { schema: { body: loginBodySchema, response: { 200: loginResponseSchema } } },
    async (req) => {
      await app.deps.limits.enforce('login', req, req.body.email);
      const { user, token } = await login(
        app.deps.db,
        req.body.email,
        req.body.password,
        req.headers['user-agent'],
      );
      return { token, user: await toUserDto(app.deps.db, user), message: 'تم تسجيل الدخول بنجاح' };
    },
  );

  app.post(
    '/logout',
    {
      preValidation: requireAuth,
      schema: { body: emptyBodySchema, response: { 200: logoutResponseSchema } },
    },
    async (req) => {
      await revokeToken(app.deps.db, authOf(req).tokenId);
      return { message: 'تم تسجيل الخروج' };
    },
  );

  app.post(
    '/auth/user',
    {
      preValidation: requireAuth,
      schema: { body: emptyBodySchema, response: { 200: authUserResponseSchema } },
    },
    async (req) => ({ user: await toUserDto(app.deps.db, authOf(req).user) }),
  );
};

export default authRoutes;
