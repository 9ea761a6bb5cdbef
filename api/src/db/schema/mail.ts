import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every mail is written here first; the SMTP transport (when configured) marks it sent. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** verify | reset | other */
  kind: text('kind').notNull().default('other'),
  attempts: integer('attempts').notNull().default(0),
  sentAt: ts('sent_at'),
  error: text('error'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
