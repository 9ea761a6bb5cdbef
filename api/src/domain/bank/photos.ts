import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bankQuestions, users } from '../../db/schema/index';
import { readStoredFile } from '../../lib/storage';
import { removeUpload, storeUpload } from '../../lib/uploads';
import { DomainError } from '../errors';
import { scopeOf } from './staff-questions';

/**
 * A student's question photo is theirs: it lives under DATA_DIR/private/bank-questions (the
 * bucket's `private/bank-questions/` with STORAGE=s3), never under the public /uploads, and goes
 * out only through a link signed for the asker or staff. The stored url is
 * `private/bank-questions/<name>`. The bank's own questions (staff-made) keep public images.
 */
export const PRIVATE_PHOTOS = 'private/bank-questions';

export const isPrivatePhoto = (url: string | null): url is string =>
  Boolean(url?.startsWith(`${PRIVATE_PHOTOS}/`));

/** Stores a question photo privately under a random name and answers its stored url. */
export async function storeQuestionPhoto(dataDir: string, ext: string, bytes: Buffer): Promise<string> {
  // storeUpload answers `/uploads/bank-questions/<name>` for the folder it wrote under DATA_DIR/private.
  const stored = await storeUpload(join(dataDir, 'private'), 'bank-questions', ext, bytes);
  return `${PRIVATE_PHOTOS}/${basename(stored)}`;
}

/** The photo's bytes (only the name of the stored url is kept, so it cannot climb out); null when missing. */
export async function readQuestionPhoto(dataDir: string, url: string): Promise<Buffer | null> {
  if (!isPrivatePhoto(url)) return null;
  const name = basename(url);
  if (!name || name === '..') return null;
  const path = join(dataDir, PRIVATE_PHOTOS, name);
  // A copy on this disk first (written before a bucket was configured), else the bucket.
  if (existsSync(path)) return readFile(path).catch(() => null);
  return readStoredFile(path);
}

/**
 * The photo of question `id` for user `userId`: the student who asked it, or staff who may see the
 * question (admin and assistant all; a teacher those of their own folders, as in the queue).
 * Anyone else, a question without a private photo or a missing one is NOT_FOUND.
 */
export async function openQuestionPhoto(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ owner: bankQuestions.userId, url: bankQuestions.imageUrl })
    .from(bankQuestions)
    .where(eq(bankQuestions.id, id));
  if (!row?.owner || !isPrivatePhoto(row.url)) throw new DomainError('NOT_FOUND');
  if (row.owner !== userId) {
    const [viewer] = await db
      .select({ role: users.staffRole, teacherId: users.teacherId })
      .from(users)
      .where(eq(users.id, userId));
    if (!viewer?.role) throw new DomainError('NOT_FOUND');
    const scope = await scopeOf(db, { role: viewer.role, teacherId: viewer.teacherId });
    if (scope) {
      const [seen] = await db
        .select({ id: bankQuestions.id })
        .from(bankQuestions)
        .where(and(eq(bankQuestions.id, id), scope));
      if (!seen) throw new DomainError('NOT_FOUND');
    }
  }
  return row.url;
}

/**
 * Moves students' question photos still under the public /uploads (written before photos were
 * private) to private storage, so their public addresses stop working. Safe on every start and on
 * several instances at once: a row is switched only if it still names the old file.
 */
export async function moveQuestionPhotosToPrivate(db: Db, dataDir: string): Promise<number> {
  const rows = await db
    .select({ id: bankQuestions.id, url: bankQuestions.imageUrl })
    .from(bankQuestions)
    .where(and(isNotNull(bankQuestions.userId), like(bankQuestions.imageUrl, '/uploads/%')));
  const uploads = join(dataDir, 'uploads');
  let moved = 0;
  for (const row of rows) {
    if (!row.url) continue;
    const rel = row.url.slice('/uploads/'.length);
    if (rel.split('/').includes('..')) continue;
    const bytes = await readStoredFile(join(uploads, rel));
    if (!bytes) continue;
    const ext = row.url.slice(row.url.lastIndexOf('.') + 1).toLowerCase() || 'png';
    const url = await storeQuestionPhoto(dataDir, ext, bytes);
    const [done] = await db
      .update(bankQuestions)
      .set({ imageUrl: url })
      .where(and(eq(bankQuestions.id, row.id), eq(bankQuestions.imageUrl, row.url)))
      .returning({ id: bankQuestions.id });
    if (!done) {
      // Another instance moved it first: drop this copy.
      await removeUpload(join(dataDir, 'private'), `/uploads/bank-questions/${basename(url)}`);
      continue;
    }
    moved++;
    await removeUpload(uploads, row.url);
  }
  return moved;
}
