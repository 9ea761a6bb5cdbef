import { doublePrecision, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** App settings as key → JSON value; missing keys fall back to defaults in domain/settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The honor panel of the home page (spec 1 §3 Home data), ordered by position. */
export const honorPanel = pgTable('honor_panel', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  avatar: text('avatar'),
  governorate: text('governorate'),
  correctionMark: doublePrecision('correction_mark').notNull(),
  totalMark: doublePrecision('total_mark').notNull(),
  position: integer('position').notNull().default(0),
});
