import { join, normalize } from 'node:path';
import { attachmentsResponseSchema, idParamSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPublicNote, listPublicNotes } from '../../domain/lectures/index';
import { notFound } from '../../lib/errors';
import { readStoredFile } from '../../lib/storage';
import lectureNoteRoutes from './lecture-notes';
import { sendNote } from './send-note';

export { contentDisposition, NOTE_TYPES } from './send-note';

/**
 * GET /attachments (spec 3 §2.8, guests too): the public study notes, each downloaded through
 * GET /attachments/{id}/download with its real type and Content-Disposition (the /uploads copy
 * would open in the tab under a random name). A lecture's notes are private: GET /media/attachments.
 */
const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/attachments', { schema: { response: { 200: attachmentsResponseSchema } } }, async () => {
    const rows = await listPublicNotes(app.deps.db);
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
    const note = await findPublicNote(app.deps.db, req.params.id);
    if (!note?.url.startsWith('/uploads/')) throw notFound();
    const rel = normalize(note.url.slice('/uploads/'.length));
    if (rel.startsWith('..')) throw notFound();
    const bytes = await readStoredFile(join(app.deps.config.dataDir, 'uploads', rel));
    if (!bytes) throw notFound();
    return sendNote(reply, note, bytes, 'private, max-age=300');
  });

  // A lecture's notes: signed links only (lecture-notes.ts).
  await app.register(lectureNoteRoutes);
};

export default attachmentRoutes;
