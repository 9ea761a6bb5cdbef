import {
  type StaffTicketSummary,
  type StaffTicketsQuery,
  type StaffTicketThread,
  staffPaging,
} from '@app/shared-contracts/schemas';
import { and, asc, count, desc, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index';
import { supportTicketReplies, supportTickets, users } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError } from '../errors';
import { replyInTransaction } from './reply';
import { threadMessages } from './threads';

type TicketRow = typeof supportTickets.$inferSelect;

const latest = (...dates: (Date | null | undefined)[]) =>
  new Date(Math.max(...dates.filter((d): d is Date => Boolean(d)).map((d) => d.getTime())));

function summary(
  t: TicketRow,
  email: string | null,
  name: string | null,
  replies: number,
  last?: Date | null,
) {
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    user_id: t.userId,
    name: t.userId ? name : t.name,
    email: t.userId ? email : t.email,
    phone: t.phone,
    created_at: t.createdAt.toISOString(),
    updated_at: latest(t.createdAt, t.repliedAt, last).toISOString(),
    replies_count: replies + (t.reply ? 1 : 0),
  } satisfies StaffTicketSummary;
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The desk's ticket queue: `waiting` (open, a student or guest wrote last) by default, oldest
 * first so the longest wait is on top; a search looks in title, content, name and e-mail.
 */
export async function staffTickets(db: Db, query: StaffTicketsQuery) {
  const { page, perPage, offset } = staffPaging(query);
  const status = query.status ?? 'waiting';
  const where: SQL[] = [];
  if (status === 'waiting') where.push(eq(supportTickets.status, 'open'));
  else if (status !== 'all') where.push(eq(supportTickets.status, status));
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    const match = or(
      ilike(supportTickets.title, like),
      ilike(supportTickets.content, like),
      ilike(supportTickets.name, like),
      ilike(supportTickets.email, like),
      ilike(users.email, like),
      ilike(users.name, like),
    );
    if (match) where.push(match);
  }
  const cond = where.length ? and(...where) : undefined;
  const column = query.sort === 'id' ? supportTickets.id : supportTickets.createdAt;
  const order = query.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ t: supportTickets, email: users.email, name: users.name })
      .from(supportTickets)
      .leftJoin(users, eq(users.id, supportTickets.userId))
      .where(cond)
      .orderBy(order(column), order(supportTickets.id))
      .limit(perPage)
      .offset(offset),
    db
      .select({ n: count() })
      .from(supportTickets)
      .leftJoin(users, eq(users.id, supportTickets.userId))
      .where(cond),
  ]);
  const ids = rows.map((r) => r.t.id);
  const stats = ids.length
    ? await db
        .select({ id: supportTicketReplies.ticketId, n: count(), last: max(supportTicketReplies.createdAt) })
        .from(supportTicketReplies)
        .where(inArray(supportTicketReplies.ticketId, ids))
        .groupBy(supportTicketReplies.ticketId)
    : [];
  const byId = new Map(stats.map((s) => [s.id, s]));
  const items = rows.map(({ t, email, name }) =>
    summary(t, email, name, Number(byId.get(t.id)?.n ?? 0), byId.get(t.id)?.last),
  );
  return { items, total: Number(total?.n ?? 0), page, per_page: perPage };
}

/** Any ticket with its whole thread, for staff. */
export async function staffTicketThread(db: Db | Tx, id: number): Promise<StaffTicketThread> {
  const [row] = await db
    .select({ t: supportTickets, email: users.email, name: users.name })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id));
  if (!row) throw new DomainError('NOT_FOUND');
  const replies = await db
    .select()
    .from(supportTicketReplies)
    .where(eq(supportTicketReplies.ticketId, id))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  const { t } = row;
  const canReply = t.status !== 'closed' && (t.userId !== null || t.status === 'open');
  return {
    ...summary(t, row.email, row.name, replies.length, replies.at(-1)?.createdAt),
    messages: threadMessages(t, replies),
    can_reply: canReply,
  };
}

/** Staff reply (as pnpm ops reply-ticket: bell for a student, e-mail for a guest), audited. */
export async function staffReplyToTicket(db: Db, actor: StaffActor, id: number, content: string) {
  await db.transaction(async (tx) => {
    const { ticket, via } = await replyInTransaction(tx, id, content);
    await recordAudit(tx, actor, {
      action: 'ticket.reply',
      targetType: 'ticket',
      targetId: id,
      before: { status: ticket.status },
      after: { status: 'answered', via, content },
    });
  });
  return staffTicketThread(db, id);
}

/** Closes a ticket: nobody replies in it any more (the student sees it closed). */
export async function closeTicket(db: Db, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
    if (!ticket) throw new DomainError('NOT_FOUND');
    if (ticket.status === 'closed')
      throw new DomainError('VALIDATION_FAILED', { data: { status: 'closed' } });
    await tx.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, id));
    await recordAudit(tx, actor, {
      action: 'ticket.close',
      targetType: 'ticket',
      targetId: id,
      before: { status: ticket.status },
      after: { status: 'closed' },
    });
  });
  return staffTicketThread(db, id);
}
