import type { FastifyReply } from 'fastify';

/** The type each note is sent with, by its stored extension (anything else goes as bytes). */
export const NOTE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
};

/** `attachment` with an ASCII fallback and the Arabic name in RFC 5987 form. */
export function contentDisposition(name: string, ext: string): string {
  const file = `${name}.${ext}`;
  const ascii = file.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/**
 * A note's bytes with its real type and its name (the stored copy has a random or guessable one),
 * so a link the page opens downloads it as the student expects.
 */
export function sendNote(
  reply: FastifyReply,
  note: { name: string; extension: string },
  bytes: Buffer,
  cacheControl: string,
) {
  const ext = note.extension.toLowerCase();
  return reply
    .header('content-type', NOTE_TYPES[ext] ?? 'application/octet-stream')
    .header('content-disposition', contentDisposition(note.name, ext))
    .header('cache-control', cacheControl)
    .send(bytes);
}
