import { join, normalize } from 'node:path';
import { attachmentsResponseSchema, idParamSchema } from '@app/shared-contracts/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachments } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { readStoredFile } from '../../lib/storage';

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

const publicNote = (id: number) =>
  and(eq(attachments.id, id), eq(attachments.public, true), isNull(attachments.lectureId));

/**
 * GET /attachments (spec 3 §2.8, guests too): the public study notes, each downloaded through
 * GET /attachments/{id}/download with its real type and Content-Disposition (the /uploads copy
 * would open in the tab under a random name).
 */
const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/attachments', { schema: { response: { 200: attachmentsResponseSchema } } }, async () => {
    const rows = await app.deps.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.public, true), isNull(attachments.lectureId)))
      .orderBy(asc(attachments.position), asc(attachments.id));
    return {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        url: `/v1/attachments/${r.id}/download`,
        size: r.size,
        meta: { extension: r.extension },
      })),
    };
  });

  app.get('/attachments/:id/download', { schema: { params: idParamSchema } }, async (req, reply) => {
    const [note] = await app.deps.db.select().from(attachments).where(publicNote(req.params.id));
    if (!note?.url.startsWith('/uploads/')) throw notFound();
    const rel = normalize(note.url.slice('/uploads/'.length));
    if (rel.startsWith('..')) throw notFound();
    const bytes = await readStoredFile(join(app.deps.config.dataDir, 'uploads', rel));
    if (!bytes) throw notFound();
    const ext = note.extension.toLowerCase();
    return reply
      .header('content-type', NOTE_TYPES[ext] ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(note.name, ext))
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
  });
};

export default attachmentRoutes;
