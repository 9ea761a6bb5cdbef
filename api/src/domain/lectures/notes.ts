import { join } from 'node:path';
import { and, eq, isNotNull, like, or } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { attachments } from '../../db/schema/index';
import { readNote, removePrivateNote, storePrivateNote } from '../../lib/note-files';
import { removeUpload } from '../../lib/uploads';
import { DomainError } from '../errors';
import { openLecture } from './lecture-gate';

type AttachmentRow = typeof attachments.$inferSelect;

/** Listed on the public notes page (GET /attachments): everything else is private. */
export const isPublicNote = (a: Pick<AttachmentRow, 'public' | 'lectureId'>) =>
  a.public && a.lectureId === null;

/**
 * A lecture's note for a student who may open that lecture now (the same rule as its contents:
 * access is checked again on every download, so a revoked or expired lecture stops its links).
 */
export async function openLectureNote(
  db: Db,
  userId: number,
  attachmentId: number,
  now = new Date(),
): Promise<AttachmentRow> {
  const [note] = await db.select().from(attachments).where(eq(attachments.id, attachmentId));
  if (!note || note.lectureId === null) throw new DomainError('NOT_FOUND');
  await openLecture(db, userId, note.lectureId, now);
  return note;
}

/**
 * Moves private notes still under the public /uploads (rows written before notes were private)
 * to private storage, so their guessable public paths stop working. Safe to run on every start and
 * on several instances at once: a row is switched only if it still names the old file.
 */
export async function moveNotesToPrivate(db: Db, dataDir: string): Promise<number> {
  const rows = await db
    .select()
    .from(attachments)
    .where(
      and(
        like(attachments.url, '/uploads/%'),
        or(eq(attachments.public, false), isNotNull(attachments.lectureId)),
      ),
    );
  let moved = 0;
  for (const row of rows) {
    const bytes = await readNote(dataDir, row.url);
    if (!bytes) continue;
    const ext = row.url.slice(row.url.lastIndexOf('.') + 1).toLowerCase() || row.extension;
    const url = await storePrivateNote(dataDir, ext, bytes);
    const [done] = await db
      .update(attachments)
      .set({ url })
      .where(and(eq(attachments.id, row.id), eq(attachments.url, row.url)))
      .returning({ id: attachments.id });
    if (!done) {
      await removePrivateNote(dataDir, url);
      continue;
    }
    moved++;
    // A file another row still names (a public note sharing it) stays where it is.
    const [other] = await db
      .select({ id: attachments.id })
      .from(attachments)
      .where(eq(attachments.url, row.url))
      .limit(1);
    if (!other) await removeUpload(join(dataDir, 'uploads'), row.url);
  }
  return moved;
}
