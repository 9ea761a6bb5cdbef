import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Health of the remotes as browsers report it (POST /v1/mfe/health, issue 16): one row per remote
 * and version of each batch. Of the browser only the bucket (0..99) and `client` are kept.
 */
export const mfeHealthReports = pgTable(
  'mfe_health_reports',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    bucket: smallint('bucket').notNull(),
    /**
     * The sender's network keyed with APP_SECRET (decision 0027): the auto-rollback counts clients,
     * not batches. '' for rows stored before it existed (they count as one client).
     */
    client: text('client').notNull().default(''),
    loads: integer('loads').notNull(),
    failures: integer('failures').notNull(),
    renderErrors: integer('render_errors').notNull(),
    loadMs: integer('load_ms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mfe_health_reports_remote_version_created').on(t.remote, t.version, t.createdAt)],
);
