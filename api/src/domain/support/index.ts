import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  mailOutbox,
  notifications,
  supportTicketReplies,
  supportTickets,
  users,
} from '../../db/schema/index';
import { DomainError } from '../errors';

/** The open tickets, oldest first, with the student's e-mail when signed in. */
export async function openTickets(db: Db) {
  return db
    .select({ t: supportTickets, userEmail: users.email })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.status, 'open'))
    .orderBy(asc(supportTickets.id));
}

/**
 * Staff reply to a ticket. A student's ticket is a thread (replies as often as needed, each one in
 * the bell, linking to the thread); a guest's is answered once, by e-mail through the outbox (sent
 * when SMTP is configured, readable in the demo's outbox).
 */
export async function replyToTicket(db: Db, id: number, reply: string) {
  return db.transaction(async (tx) => {
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
  });
}

export { listOutlets, type OutletRow } from './outlets-repository';
export { studentReply, studentTickets, studentTicketThread } from './threads';
export { insertTicket, type NewTicket } from './tickets-repository';
