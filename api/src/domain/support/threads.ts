import type { SupportTicketMessage, SupportTicketThread } from '@app/shared-contracts/schemas';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { supportTicketReplies, supportTickets } from '../../db/schema/index';
import { DomainError } from '../errors';

type TicketRow = typeof supportTickets.$inferSelect;
type ReplyRow = typeof supportTicketReplies.$inferSelect;

const latest = (...dates: (Date | null | undefined)[]) =>
  new Date(Math.max(...dates.filter((d): d is Date => Boolean(d)).map((d) => d.getTime())));

function summary(t: TicketRow, replies: number, lastReply: Date | null | undefined) {
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    created_at: t.createdAt.toISOString(),
    updated_at: latest(t.createdAt, t.repliedAt, lastReply).toISOString(),
    // A reply staff wrote before threads existed (the ticket's own column) counts as one.
    replies_count: replies + (t.reply ? 1 : 0),
  };
}

/** The student's own tickets, the one with the newest message first. */
export async function studentTickets(db: Db, userId: number) {
  const tickets = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.id));
  if (tickets.length === 0) return [];
  const stats = await db
    .select({ id: supportTicketReplies.ticketId, n: count(), last: max(supportTicketReplies.createdAt) })
    .from(supportTicketReplies)
    .where(
      inArray(
        supportTicketReplies.ticketId,
        tickets.map((t) => t.id),
      ),
    )
    .groupBy(supportTicketReplies.ticketId);
  const byId = new Map(stats.map((s) => [s.id, s]));
  return tickets
    .map((t) => summary(t, Number(byId.get(t.id)?.n ?? 0), byId.get(t.id)?.last))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
}

async function ownTicket(db: Db, userId: number, id: number): Promise<TicketRow> {
  const [ticket] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)));
  // Someone else's ticket answers as if it did not exist.
  if (!ticket) throw new DomainError('NOT_FOUND');
  return ticket;
}

/** A ticket's messages, oldest first: its opening, a pre-thread reply column, then the thread. */
export function threadMessages(t: TicketRow, replies: ReplyRow[]): SupportTicketMessage[] {
  const messages: SupportTicketMessage[] = [
    { id: `ticket-${t.id}`, author: 'student', content: t.content, created_at: t.createdAt.toISOString() },
  ];
  if (t.reply)
    messages.push({
      id: `reply-${t.id}`,
      author: 'staff',
      content: t.reply,
      created_at: (t.repliedAt ?? t.createdAt).toISOString(),
    });
  for (const r of replies)
    messages.push({
      id: String(r.id),
      author: r.author,
      content: r.content,
      created_at: r.createdAt.toISOString(),
    });
  return messages.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

function thread(t: TicketRow, replies: ReplyRow[]): SupportTicketThread {
  return { ...summary(t, replies.length, replies.at(-1)?.createdAt), messages: threadMessages(t, replies) };
}

/** One of the student's tickets with its whole thread, oldest message first. */
export async function studentTicketThread(db: Db, userId: number, id: number): Promise<SupportTicketThread> {
  const ticket = await ownTicket(db, userId, id);
  const replies = await db
    .select()
    .from(supportTicketReplies)
    .where(eq(supportTicketReplies.ticketId, id))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  return thread(ticket, replies);
}

/** The student writes again in their ticket: it waits for staff again (pnpm ops tickets lists it). */
export async function studentReply(db: Db, userId: number, id: number, content: string) {
  await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
      .for('update');
    if (!ticket) throw new DomainError('NOT_FOUND');
    await tx.insert(supportTicketReplies).values({ ticketId: id, author: 'student', content });
    await tx.update(supportTickets).set({ status: 'open' }).where(eq(supportTickets.id, id));
  });
  return studentTicketThread(db, userId, id);
}
