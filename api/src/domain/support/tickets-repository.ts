import type { Db } from '../../db/index';
import { supportTickets } from '../../db/schema/index';

export interface NewTicket {
  /** the signed-in student, or null for a guest (who then gives name, e-mail and phone) */
  userId: number | null;
  guest: { name: string; email: string; phone: string } | null;
  title: string;
  content: string;
}

/** Opens a ticket; its id is the number staff reply to (pnpm ops reply-ticket). */
export async function insertTicket(db: Db, input: NewTicket): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(supportTickets)
    .values({
      userId: input.userId,
      name: input.guest?.name ?? null,
      email: input.guest?.email ?? null,
      phone: input.guest?.phone ?? null,
      title: input.title,
      content: input.content,
    })
    .returning({ id: supportTickets.id, createdAt: supportTickets.createdAt });
  if (!row) throw new Error('ticket not stored');
  return row;
}
