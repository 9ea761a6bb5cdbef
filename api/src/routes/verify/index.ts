import {
  verifyBodySchema,
  verifyResponseSchema,
  verifySendResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendVerificationCode, verifyEmail } from '../../domain/accounts/accounts';
import { toUserDto } from '../../domain/accounts/user-dto';
import { DomainError } from '../../lib/errors';
import { authOf, requireAuth } from '../../plugins/auth';
import { emptyBodySchema } from '../empty-body';

/** POST /verify {code} and POST /verify/send (signed in). */
const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.db, mailer: app.deps.mailer, secret: app.deps.config.appSecret });

  app.post(
    '/verify',
    {
      preValidation: requireAuth,
      schema: { body: verifyBodySchema, response: { 200: verifyResponseSchema } },
    },
    async (req) => {
      const { user } = authOf(req);
      await app.deps.limits.enforce('verify', req, user.email);
      const updated = await verifyEmail(deps(), user, req.body.code);
      return { user: await toUserDto(app.deps.db, updated) };
    },
  );

  app.post(
    '/verify/send',
    {
      preValidation: requireAuth,
      schema: { body: emptyBodySchema, response: { 200: verifySendResponseSchema } },
    },
    async (req) => {
      const { user } = authOf(req);
      if (user.emailVerifiedAt) throw new DomainError('EMAIL_ALREADY_VERIFIED');
      await app.deps.limits.enforce('verify', req, user.email);
      await sendVerificationCode(deps(), user);
      return { message: 'تم إرسال كود التأكيد إلى بريدك الإلكتروني' };
    },
  );
};

export default verifyRoutes;
