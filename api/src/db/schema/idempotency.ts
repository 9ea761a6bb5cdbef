import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The first answer of each Idempotency-Key per user, bound to a fingerprint of the request
 * (method, path, body): the same key with another request is refused, a retry gets this answer.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
