import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Types (spec 3 §3): ticket_reply, admin_message, recharge, transfer_balance_sent,
 *  transfer_balance_received, verified, default. */
export const notifications = pgTable(
  'notifications',
  {
    // uuid: the shared contract sends notification ids as strings.
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('default'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** Optional in-app route the notification opens. */
    to: text('to'),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** POST /notifications/create: push-notification device tokens registered by the app wrappers. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceToken: text('device_token').notNull(),
    platform: text('platform').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_devices_token_idx').on(t.deviceToken)],
);
