import { join } from 'node:path';
import { videoAppParamsSchema } from '@app/shared-contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import {
  hlsFolderOf,
  isLocal,
  readPlaylist,
  rewriteMaster,
  rewriteMedia,
  type SignPath,
} from '../../domain/video-stream/index';
import {
  hlsQuery,
  MEDIA_LINK_TTL_SECONDS,
  type MediaQuery,
  mediaQuerySchema,
  verifyHlsLink,
} from '../../lib/media-link';
import { objectFor } from '../../lib/storage';

/** A rendition's folder and one of its files; nothing else (no dots, no slashes) reaches the disk. */
const fileParamsSchema = videoAppParamsSchema.extend({
  rendition: z.string().regex(/^\d{3,4}p$/),
  file: z.string().regex(/^(index\.m3u8|seg_\d{3,5}\.ts)$/),
});

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The signature opens the file; a signed-in caller (hls.js sends the student's token) must also be
 * the student it was made for, so a link pasted into another student's session fails at once.
 */
function check(req: FastifyRequest, secret: string, videoId: number, path: string, q: MediaQuery) {
  if (!verifyHlsLink(secret, videoId, path, q)) throw new DomainError('MEDIA_LINK_INVALID');
  if (req.auth && req.auth.user.id !== q.u) throw new DomainError('MEDIA_LINK_INVALID');
}

const sendPlaylist = (reply: FastifyReply, text: string) =>
  reply.header('Cache-Control', 'no-store').type(PLAYLIST_TYPE).send(text);

/** Signed HLS (decision 0046): playlists rewritten per request, segments checked the same way. */
const hlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signerFor =
    (videoId: number, userId: number): SignPath =>
    (path, expires) =>
      hlsQuery(app.deps.config.appSecret, videoId, path, userId, expires);

  app.get(
    '/media/hls/:videoId/master.m3u8',
    { schema: { params: videoAppParamsSchema, querystring: mediaQuerySchema } },
    async (req, reply) => {
      const { videoId } = req.params;
      check(req, app.deps.config.appSecret, videoId, 'master.m3u8', req.query);
      const folder = await hlsFolderOf(app.deps.db, app.deps.config.dataDir, videoId);
      const expires = Math.floor(Date.now() / 1000) + MEDIA_LINK_TTL_SECONDS;
      const text = rewriteMaster(
        await readPlaylist(folder, 'master.m3u8'),
        signerFor(videoId, req.query.u),
        expires,
      );
      return sendPlaylist(reply, text);
    },
  );

  app.get(
    '/media/hls/:videoId/:rendition/:file',
    { schema: { params: fileParamsSchema, querystring: mediaQuerySchema } },
    async (req, reply) => {
      const { videoId, rendition, file } = req.params;
      const path = `${rendition}/${file}`;
      check(req, app.deps.config.appSecret, videoId, path, req.query);
      const folder = await hlsFolderOf(app.deps.db, app.deps.config.dataDir, videoId);
      if (file === 'index.m3u8') {
        const now = Math.floor(Date.now() / 1000);
        const sign = signerFor(videoId, req.query.u);
        return sendPlaylist(
          reply,
          rewriteMedia(await readPlaylist(folder, path), rendition, sign, now, MEDIA_LINK_TTL_SECONDS),
        );
      }
      // A segment never changes; the student's own browser may keep it while the link lives.
      reply.header('Cache-Control', `private, max-age=${MEDIA_LINK_TTL_SECONDS}`);
      if (!isLocal(folder, path)) {
        const object = objectFor(join(folder, path));
        if (!object) throw new DomainError('NOT_FOUND');
        return reply.redirect(await object.storage.signedUrl(object.key));
      }
      return reply.type('video/mp2t').sendFile(file, join(folder, rendition), { cacheControl: false });
    },
  );
};

export default hlsRoutes;
