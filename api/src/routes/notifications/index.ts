import {
  notificationCreateBodySchema,
  notificationCreateResponseSchema,
  notificationsReadResponseSchema,
} from '@app/shared-contracts/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifications, pushDevices } from '../../db/schema/index';
import { authOf, requireAuth } from '../../plugins/auth';
import { emptyBodySchema } from '../empty-body';

/**
 * POST /notifications/read marks all read. POST /notifications/create registers the app wrapper's
 * push device token for the signed-in user (the choice recorded in shared-contracts and docs/api.md).
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);

  app.post(
    '/notifications/read',
    { schema: { body: emptyBodySchema, response: { 200: notificationsReadResponseSchema } } },
    async (req) => {
      await app.deps.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, authOf(req).user.id), isNull(notifications.readAt)));
      return { notifications_count: 0 as const };
    },
  );

  app.post(
    '/notifications/create',
    { schema: { body: notificationCreateBodySchema, response: { 200: notificationCreateResponseSchema } } },
    async (req) => {
      // A token moves to whoever signs in on that device last.
      await app.deps.db
        .insert(pushDevices)
        .values({
          userId: authOf(req).user.id,
          deviceToken: req.body.device_token,
          platform: req.body.platform,
        })
        .onConflictDoUpdate({
          target: pushDevices.deviceToken,
          set: { userId: authOf(req).user.id, platform: req.body.platform, updatedAt: sql`now()` },
        });
      return { message: 'تم تسجيل الجهاز لاستقبال الإشعارات' };
    },
  );
};

export default notificationRoutes;
