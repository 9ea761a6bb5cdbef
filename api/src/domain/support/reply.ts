import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { mailOutbox, notifications, supportTicketReplies, supportTickets } from '../../db/schema/index';
import { DomainError } from '../errors';

/**
 * Staff reply to a ticket. A student's ticket is a thread (replies as often as needed, each one in
 * the bell, linking to the thread); a guest's is answered once, by e-mail through the outbox (sent
 * when SMTP is configured, readable in the demo's outbox).
 */
export async function replyToTicket(db: Db, id: number, reply: string) {
  return db.transaction((tx) => replyInTransaction(tx, id, reply));
}

/** The reply inside the caller's transaction (the staff api adds its audit row to it). */
export async function replyInTransaction(tx: Tx, id: number, reply: string) {
  const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  if (!ticket) throw new DomainError('NOT_FOUND');
  const title = `رد على تذكرتك رقم ${ticket.id}: ${ticket.title}`;
  if (ticket.userId) {
    if (ticket.status === 'closed')
      throw new DomainError('VALIDATION_FAILED', { data: { status: ticket.status } });
    await tx.insert(supportTicketReplies).values({ ticketId: id, author: 'staff', content: reply });
    await tx
      .update(supportTickets)
      .set({ status: 'answered', repliedAt: new Date() })
      .where(eq(supportTickets.id, id));
    await tx.insert(notifications).values({
      userId: ticket.userId,
      type: 'ticket_reply',
      title,
      content: reply,
      to: `/help/tickets/${ticket.id}`,
    });
    return { ticket, via: 'notification' as const };
  }
  if (ticket.status !== 'open')
    throw new DomainError('VALIDATION_FAILED', { data: { status: ticket.status } });
  await tx
    .update(supportTickets)
    .set({ status: 'answered', reply, repliedAt: new Date() })
    .where(eq(supportTickets.id, id));
  if (!ticket.email) throw new DomainError('NOT_FOUND');
  await tx.insert(mailOutbox).values({
    to: ticket.email,
    subject: title,
    text: `مرحباً ${ticket.name ?? ''}،\n\n${reply}\n\nرقم التذكرة: ${ticket.id}`,
    kind: 'ticket_reply',
  });
  return { ticket, via: 'email' as const };
}
