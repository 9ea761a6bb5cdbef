import { idParamSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openQuestionPhoto, readQuestionPhoto } from '../../domain/bank/index';
import { DomainError } from '../../domain/errors';
import { mediaQuerySchema, verifyQuestionPhotoLink } from '../../lib/media-link';
import { sniffImage } from '../../lib/uploads';

/**
 * GET /media/bank-questions/{id}?u=&e=&s=: a student's question photo, by the link my questions
 * gave (an <img> cannot carry the bearer token). The link is signed for one user and expires; that
 * user must still be the asker or staff, and the file comes from private storage, never /uploads.
 */
const questionPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/bank-questions/:id',
    { schema: { params: idParamSchema, querystring: mediaQuerySchema } },
    async (req, reply) => {
      const { config, db } = app.deps;
      const { id } = req.params;
      if (!verifyQuestionPhotoLink(config.appSecret, id, req.query))
        throw new DomainError('MEDIA_LINK_INVALID');
      // A caller signed in as someone else is not the user the link was made for.
      if (req.auth && req.auth.user.id !== req.query.u) throw new DomainError('MEDIA_LINK_INVALID');
      const url = await openQuestionPhoto(db, req.query.u, id);
      const bytes = await readQuestionPhoto(config.dataDir, url);
      const type = bytes ? await sniffImage(bytes) : null;
      if (!bytes || !type) throw new DomainError('NOT_FOUND');
      return reply
        .header('content-type', type.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
};

export default questionPhotoRoutes;
