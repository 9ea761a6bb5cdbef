import {
  notificationCreateBodySchema,
  notificationCreateResponseSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markAllNotificationsRead,
  notificationsPage,
  registerPushDevice,
} from '../../domain/accounts/notifications-repository';
import { toNotificationDto } from '../../domain/accounts/user-dto';
import { authOf, requireAuth } from '../../plugins/auth';
import { emptyBodySchema } from '../empty-body';

const PAGE_SIZE = 20;

/**
 * GET /notifications pages through all of them (whatever the wallet setting: ticket replies and
 * staff messages arrive here too). POST /notifications/read marks all read. POST /notifications/create registers the app wrapper's
 * push device token for the signed-in user (the choice recorded in shared-contracts and docs/api.md).
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);

  app.get(
    '/notifications',
    { schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    async (req) => {
      const page = req.query.page ?? 1;
      const { items, more } = await notificationsPage(app.deps.db, authOf(req).user.id, {
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return {
        data: items.map(toNotificationDto),
        links: { next: more ? `/v1/notifications?page=${page + 1}` : null },
      };
    },
  );

  app.post(
    '/notifications/read',
    { schema: { body: emptyBodySchema, response: { 200: notificationsReadResponseSchema } } },
    async (req) => {
      await markAllNotificationsRead(app.deps.db, authOf(req).user.id);
      return { notifications_count: 0 as const };
    },
  );

  app.post(
    '/notifications/create',
    { schema: { body: notificationCreateBodySchema, response: { 200: notificationCreateResponseSchema } } },
    async (req) => {
      // A token moves to whoever signs in on that device last.
      await registerPushDevice(app.deps.db, {
        userId: authOf(req).user.id,
        deviceToken: req.body.device_token,
        platform: req.body.platform,
      });
      return { message: 'تم تسجيل الجهاز لاستقبال الإشعارات' };
    },
  );
};

export default notificationRoutes;
