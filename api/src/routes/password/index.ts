import {
  passwordResetBodySchema,
  passwordResetCompleteBodySchema,
  passwordResetCompleteResponseSchema,
  passwordResetResponseSchema,
  passwordResetTokenParamsSchema,
  passwordResetValidateBodySchema,
  passwordResetValidateResponseSchema,
  setPasswordBodySchema,
  setPasswordResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPassword } from '../../domain/accounts/accounts';
import { toUserDto } from '../../domain/accounts/user-dto';
import {
  completeReset,
  RESET_SENT_MESSAGE,
  requestReset,
  validateReset,
} from '../../domain/auth/password-reset';
import { authOf, requireAuth } from '../../plugins/auth';

/** The reset flow in three steps, and POST /password for a signed-in user. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.db, mailer: app.deps.mailer, secret: app.deps.config.appSecret });

  app.post(
    '/password/reset',
    { schema: { body: passwordResetBodySchema, response: { 200: passwordResetResponseSchema } } },
    async (req) => {
      await app.deps.limits.enforce('reset', req, req.body.email);
      await requestReset(deps(), req.body.email);
      return { message: RESET_SENT_MESSAGE };
    },
  );

  app.post(
    '/password/reset/validate',
    {
      schema: {
        body: passwordResetValidateBodySchema,
        response: { 200: passwordResetValidateResponseSchema },
      },
    },
    async (req) => {
      await app.deps.limits.enforce('reset', req, req.body.email);
      return { url: await validateReset(deps(), req.body.email, req.body.code) };
    },
  );

  app.post(
    '/password/reset/:token',
    {
      schema: {
        params: passwordResetTokenParamsSchema,
        body: passwordResetCompleteBodySchema,
        response: { 200: passwordResetCompleteResponseSchema },
      },
    },
    async (req) => {
      await app.deps.limits.enforce('reset', req);
      await completeReset(deps(), req.params.token, req.body.password);
      return { message: 'تم تغيير كلمة المرور، سجّل الدخول بكلمة المرور الجديدة' };
    },
  );

  app.post(
    '/password',
    {
      preValidation: requireAuth,
      schema: { body: setPasswordBodySchema, response: { 200: setPasswordResponseSchema } },
    },
    async (req) => {
      const { user, token } = await setPassword(
        app.deps.db,
        authOf(req).user,
        req.body.current_password,
        req.body.password,
      );
      return { user: await toUserDto(app.deps.db, user), token };
    },
  );
};

export default passwordRoutes;
