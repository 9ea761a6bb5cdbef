import {
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  profileResponseSchema,
  profileUpdateBodySchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePassword, updateProfile } from '../../domain/accounts/accounts';
import { toUserDto } from '../../domain/accounts/user-dto';
import { authOf, requireAuth } from '../../plugins/auth';
import avatarRoute from './avatar';

/** GET and PUT /profile, POST /profile/password; the avatar upload is in ./avatar. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);

  app.get('/profile', { schema: { response: { 200: profileResponseSchema } } }, async (req) => ({
    user: await toUserDto(app.deps.db, authOf(req).user),
  }));

  app.put(
    '/profile',
    { schema: { body: profileUpdateBodySchema, response: { 200: profileResponseSchema } } },
    async (req) => {
      const user = await updateProfile(app.deps.db, authOf(req).user, req.body);
      return { user: await toUserDto(app.deps.db, user) };
    },
  );

  app.post(
    '/profile/password',
    { schema: { body: passwordChangeBodySchema, response: { 200: passwordChangeResponseSchema } } },
    async (req) => {
      const { user, token } = await changePassword(
        app.deps.db,
        authOf(req).user,
        req.body.current_password,
        req.body.password,
      );
      return { user: await toUserDto(app.deps.db, user), token, message: 'تم تغيير كلمة المرور بنجاح' };
    },
  );

  await app.register(avatarRoute);
};

export default profileRoutes;
