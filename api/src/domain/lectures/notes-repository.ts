import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { attachments } from '../../db/schema/index';

export type NoteRow = typeof attachments.$inferSelect;

const publicNotes = and(eq(attachments.public, true), isNull(attachments.lectureId));

/** The public study notes (GET /attachments), in staff's order. */
export function listPublicNotes(db: Db): Promise<NoteRow[]> {
  return db
    .select()
    .from(attachments)
    .where(publicNotes)
    .orderBy(asc(attachments.position), asc(attachments.id));
}

/** One public note, or null (a lecture's notes are never public). */
export async function findPublicNote(db: Db, id: number): Promise<NoteRow | null> {
  const [note] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), publicNotes));
  return note ?? null;
}
