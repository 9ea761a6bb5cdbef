import {
  type StaffListQuery,
  type StaffNote,
  type StaffNoteUpdate,
  staffPaging,
} from '@app/shared-contracts/schemas';
import { and, asc, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { attachments } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError } from '../errors';

// The public study notes of GET /attachments (a lecture's notes belong to the lecture, not here).
const publicNotes = and(eq(attachments.public, true), isNull(attachments.lectureId));
type NoteRow = typeof attachments.$inferSelect;

const view = (n: NoteRow): StaffNote => ({
  id: n.id,
  name: n.name,
  extension: n.extension,
  size: n.size,
  position: n.position,
  url: `/v1/attachments/${n.id}/download`,
  created_at: n.createdAt.toISOString(),
});
const audited = (n: NoteRow) => ({
  name: n.name,
  extension: n.extension,
  size: n.size,
  position: n.position,
});
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The notes in the students' order (position, then id); a search looks in the name. */
export async function staffNotes(db: Db, query: StaffListQuery) {
  const { page, perPage, offset } = staffPaging(query);
  const where: (SQL | undefined)[] = [publicNotes];
  if (query.q?.trim()) where.push(ilike(attachments.name, `%${escapeLike(query.q.trim())}%`));
  const cond = and(...where);
  const order = query.order === 'desc' ? desc : asc;
  const column =
    query.sort === 'name'
      ? attachments.name
      : query.sort === 'created_at'
        ? attachments.createdAt
        : attachments.position;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(attachments)
      .where(cond)
      .orderBy(order(column), order(attachments.id))
      .limit(perPage)
      .offset(offset),
    db.select({ n: count() }).from(attachments).where(cond),
  ]);
  return { items: rows.map(view), total: Number(total?.n ?? 0), page, per_page: perPage };
}

export interface NewNote {
  name: string;
  url: string;
  extension: string;
  size: number;
  position?: number | undefined;
}

/** Publishes a note whose file the caller stored (as pnpm ops add-note: last unless placed). */
export async function createNote(db: Db, actor: StaffActor, note: NewNote): Promise<StaffNote> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attachments)
      .values({ ...note, position: note.position ?? 1000, public: true })
      .returning();
    if (!row) throw new Error('note not stored');
    await recordAudit(tx, actor, {
      action: 'note.create',
      targetType: 'note',
      targetId: row.id,
      before: null,
      after: audited(row),
    });
    return view(row);
  });
}

async function lockNote(db: Db, id: number): Promise<NoteRow> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), publicNotes))
    .for('update');
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** Renames or moves a note. */
export async function updateNote(db: Db, actor: StaffActor, id: number, patch: StaffNoteUpdate) {
  return db.transaction(async (tx) => {
    const before = await lockNote(tx, id);
    const [row] = await tx
      .update(attachments)
      .set({ name: patch.name ?? before.name, position: patch.position ?? before.position })
      .where(eq(attachments.id, id))
      .returning();
    if (!row) throw new DomainError('NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'note.update',
      targetType: 'note',
      targetId: id,
      before: audited(before),
      after: audited(row),
    });
    return view(row);
  });
}

/** Deletes a note; answers its stored url, for the caller to remove the file once committed. */
export async function deleteNote(db: Db, actor: StaffActor, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const before = await lockNote(tx, id);
    await tx.delete(attachments).where(eq(attachments.id, id));
    await recordAudit(tx, actor, {
      action: 'note.delete',
      targetType: 'note',
      targetId: id,
      before: audited(before),
      after: null,
    });
    return before.url;
  });
}
