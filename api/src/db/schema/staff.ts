import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, lectures } from './catalogue';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Append-only record of every staff write (decision 0036), written in the same transaction as the
 * change. The migration adds a trigger refusing UPDATE and DELETE; actor_id has no foreign key so
 * that deleting a user never has to touch a row here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').notNull(),
    actorRole: text('actor_role', { enum: ['admin', 'assistant', 'teacher'] }).notNull(),
    /** Dotted verb, e.g. student.block, topup.confirm, cards.batch.create. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/** A batch of pay-cards or recharge cards made by staff; its cards carry batch_id. */
export const cardBatches = pgTable(
  'card_batches',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['paycard', 'recharge'] }).notNull(),
    /** course, lecture or any (pay-cards), balance (recharge cards). */
    scope: text('scope', { enum: ['course', 'lecture', 'balance', 'any'] }).notNull(),
    /** Piasters, like every amount in the database. */
    value: bigint('value', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'set null' }),
    label: text('label'),
    expiresAt: ts('expires_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: ts('voided_at'),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The creator's Idempotency-Key: a double click racing past the request check makes one batch. */
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('card_batches_value_positive', sql`${t.value} > 0`),
    check('card_batches_count_positive', sql`${t.count} > 0`),
    uniqueIndex('card_batches_idempotency_idx').on(t.createdBy, t.idempotencyKey),
  ],
);
