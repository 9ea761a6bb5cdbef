import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, normalize } from 'node:path';
import { readStoredFile } from './storage';
import { removeUpload, storeUpload } from './uploads';

/**
 * Lecture notes (and any other note not on the public notes page) live under DATA_DIR/private/notes
 * (the bucket's `private/notes/` with STORAGE=s3), never under the public /uploads: they are read
 * only through the api after an access check. The stored url is `private/notes/<name>`.
 */
export const PRIVATE_NOTES = 'private/notes';

/** Stores a private note under a random name and answers its stored url. */
export async function storePrivateNote(dataDir: string, ext: string, bytes: Buffer): Promise<string> {
  // storeUpload answers `/uploads/notes/<name>` for the folder it wrote under DATA_DIR/private.
  const stored = await storeUpload(join(dataDir, 'private'), 'notes', ext, bytes);
  return `${PRIVATE_NOTES}/${basename(stored)}`;
}

/**
 * The file of a note's stored url: `private/notes/<name>` (only the name is kept, so a stored url
 * cannot climb out) or a public `/uploads/<path>`; null for anything else.
 */
export function noteFilePath(dataDir: string, url: string): string | null {
  if (url.startsWith(`${PRIVATE_NOTES}/`)) {
    const name = basename(url);
    return name && name !== '..' ? join(dataDir, PRIVATE_NOTES, name) : null;
  }
  if (!url.startsWith('/uploads/')) return null;
  const rel = normalize(url.slice('/uploads/'.length));
  return rel.startsWith('..') || rel === '.' ? null : join(dataDir, 'uploads', rel);
}

/**
 * A note's bytes, or null when missing. A copy on this disk comes first: the demo seed writes its
 * files before the bucket is configured, and with STORAGE=s3 anything else is in the bucket.
 */
export async function readNote(dataDir: string, url: string): Promise<Buffer | null> {
  const path = noteFilePath(dataDir, url);
  if (!path) return null;
  if (existsSync(path)) return readFile(path).catch(() => null);
  return readStoredFile(path);
}

/** Removes a private note's file (a copy that lost a race, see moveNotesToPrivate). */
export async function removePrivateNote(dataDir: string, url: string): Promise<void> {
  if (!url.startsWith(`${PRIVATE_NOTES}/`)) return;
  await removeUpload(join(dataDir, 'private'), `/uploads/notes/${basename(url)}`);
}
