import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { rowsOf } from './sql-rows';

export interface QueueRow {
  kind: 'topups' | 'tickets' | 'questions';
  count: number;
  oldest: Date | null;
}

/**
 * What waits for the desk, in one query: mobile-wallet and manual top-ups under review (gateway
 * orders wait for their provider, not for staff), open tickets (waiting since the student last
 * wrote), students' bank questions not answered yet.
 */
export async function pendingQueues(db: Db): Promise<QueueRow[]> {
  const rows = await rowsOf(
    db,
    sql`select 'topups' as kind, count(*)::int as n, min(created_at) as oldest
        from topup_requests where status = 'pending' and provider is null
      union all
      select 'tickets', count(*)::int, min(waiting_since) from (
        select coalesce(
          (select max(r.created_at) from support_ticket_replies r where r.ticket_id = t.id and r.author = 'student'),
          t.created_at) as waiting_since
        from support_tickets t where t.status = 'open') open_tickets
      union all
      select 'questions', count(*)::int, min(created_at)
        from bank_questions where user_id is not null and answered = false`,
  );
  return rows.map((r) => ({
    kind: r.kind as QueueRow['kind'],
    count: Number(r.n),
    oldest: r.oldest === null || r.oldest === undefined ? null : new Date(r.oldest as string | Date),
  }));
}
