import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { mailOutbox } from '../../db/schema/index';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The mails written to one address, newest first (the demo's GET /dev/outbox). */
export function recentMailsTo(db: Db, email: string, limit = 20): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
