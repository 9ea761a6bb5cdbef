import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { supportTickets, users } from '../../db/schema/index';

/** The open tickets, oldest first, with the student's e-mail when signed in. */
export async function openTickets(db: Db) {
  return db
    .select({ t: supportTickets, userEmail: users.email })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.status, 'open'))
    .orderBy(asc(supportTickets.id));
}

export { listOutlets, type OutletRow } from './outlets-repository';
export { replyInTransaction, replyToTicket } from './reply';
export { studentReply, studentTickets, studentTicketThread } from './threads';
export { insertTicket, type NewTicket } from './tickets-repository';
