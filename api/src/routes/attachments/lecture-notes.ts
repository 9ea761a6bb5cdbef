import { idParamSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/errors';
import { openLectureNote } from '../../domain/lectures/index';
import { mediaQuerySchema, verifyNoteLink } from '../../lib/media-link';
import { readNote } from '../../lib/note-files';
import { sendNote } from './send-note';

/**
 * GET /media/attachments/{id}?u=&e=&s=: a lecture's note, by the link its contents gave (a page's
 * link cannot carry the bearer token). The link is signed for one student and expires; the access
 * to the lecture is checked again, and the file comes from private storage, never /uploads.
 */
const lectureNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/attachments/:id',
    { schema: { params: idParamSchema, querystring: mediaQuerySchema } },
    async (req, reply) => {
      const { config, db } = app.deps;
      const { id } = req.params;
      if (!verifyNoteLink(config.appSecret, id, req.query)) throw new DomainError('MEDIA_LINK_INVALID');
      // A caller that is signed in as someone else is not the student the link was made for.
      if (req.auth && req.auth.user.id !== req.query.u) throw new DomainError('MEDIA_LINK_INVALID');
      const note = await openLectureNote(db, req.query.u, id);
      const bytes = await readNote(config.dataDir, note.url);
      if (!bytes) throw new DomainError('NOT_FOUND');
      return sendNote(reply, note, bytes, 'private, no-store');
    },
  );
};

export default lectureNoteRoutes;
