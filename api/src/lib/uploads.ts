import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { objectFor } from './storage';

export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const MIME_OF_EXT: Record<string, string> = {
  ...Object.fromEntries(Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime])),
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

/** The image type read from the bytes (never from the name or the declared type), or null. */
export async function sniffImage(bytes: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  const ext = IMAGE_TYPES[type.mime];
  return ext ? { mime: type.mime, ext } : null;
}

/** Stores bytes under uploadsDir/<folder>/<random>.<ext> and answers the public /uploads path. */
export async function storeUpload(
  uploadsDir: string,
  folder: string,
  ext: string,
  bytes: Buffer,
): Promise<string> {
  const dir = join(uploadsDir, folder);
  const name = `${randomUUID()}.${ext}`;
  // STORAGE=s3: the same path, as a key in the bucket (lib/storage.ts).
  const object = objectFor(join(dir, name));
  if (object) {
    await object.storage.put(object.key, bytes, MIME_OF_EXT[ext] ?? 'application/octet-stream');
    return `/uploads/${folder}/${name}`;
  }
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), bytes, { mode: 0o644 });
  return `/uploads/${folder}/${name}`;
}

/** Removes a file this server stored earlier; anything outside uploadsDir is left alone. */
export async function removeUpload(uploadsDir: string, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith('/uploads/')) return;
  const rel = normalize(publicPath.slice('/uploads/'.length));
  if (rel.startsWith('..')) return;
  const object = objectFor(join(uploadsDir, rel));
  if (object) return object.storage.remove(object.key);
  await unlink(join(uploadsDir, rel)).catch(() => {});
}
