import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The transcoding queue on the embedded PGlite (decision 0045); PostgreSQL uses pg-boss, which
 * keeps its own schema. A row survives a restart: an 'active' row whose lock is stale is taken
 * again. No foreign key on purpose: a job for a deleted video ends quietly.
 */
export const videoJobs = pgTable(
  'video_jobs',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id').notNull(),
    /** 'queued' | 'active' | 'done' | 'failed'. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(2),
    runAfter: ts('run_after').notNull().defaultNow(),
    lockedAt: ts('locked_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('video_jobs_state_idx').on(t.state, t.runAfter)],
);
