import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Health of the remotes as browsers report it (POST /v1/mfe/health, issue 16): one row per remote
 * and version of each batch. The bucket (0..99) is the only thing about the browser kept.
 */
export const mfeHealthReports = pgTable(
  'mfe_health_reports',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    bucket: smallint('bucket').notNull(),
    loads: integer('loads').notNull(),
    failures: integer('failures').notNull(),
    renderErrors: integer('render_errors').notNull(),
    loadMs: integer('load_ms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mfe_health_reports_remote_version_created').on(t.remote, t.version, t.createdAt)],
);
