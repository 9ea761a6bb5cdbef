import { z } from 'zod';
import { dateTimeSchema, idSchema, numberInput, paginated } from './common';
import { NOTIFICATION_TYPES, PLATFORMS } from './values';

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const notificationSchema = z.object({
  /** uuid */
  id: z.string(),
  read: z.boolean(),
  created_at: dateTimeSchema,
  type: notificationTypeSchema,
  data: z.object({
    type: notificationTypeSchema,
    title: z.string(),
    content: z.string(),
    /** in-app path to open on click (e.g. '/wallet'), or null */
    to: z.string().nullable(),
    /** the event did not happen as asked (a refused top-up): shown as a failure whatever the type */
    failed: z.boolean().optional(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /notifications?page=: every notification of the user, newest first, 20 a page (the user
 * object carries only the latest 50). Not tied to the wallet: ticket replies and staff messages too.
 */
export const notificationsQuerySchema = z.object({ page: numberInput(idSchema.optional()) });
export const notificationsPageSchema = paginated(notificationSchema);
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** POST /notifications/read (no body) -> everything read, count is 0. */
export const notificationsReadResponseSchema = z.object({ notifications_count: z.literal(0) });
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;

/**
 * POST /notifications/create — the spec leaves it open. Our choice: the phone or desktop wrapper
 * registers its push-notification device token for the signed-in user (idempotent per token).
 */
export const notificationCreateBodySchema = z.strictObject({
  device_token: z.string().trim().min(8).max(4096),
  platform: z.enum(PLATFORMS),
});
export type NotificationCreateBody = z.infer<typeof notificationCreateBodySchema>;
export const notificationCreateResponseSchema = z.object({ message: z.string() });
export type NotificationCreateResponse = z.infer<typeof notificationCreateResponseSchema>;
