import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import {
  videoAppParamsSchema,
  videoAppPayloadSchema,
  videoPositionBodySchema,
} from '@app/shared-contracts/schemas';
import { encryptVideoUrl } from '@app/shared-contracts/video-cipher';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/errors';
import { findVideo, markSeen, savePosition, startViewing } from '../../domain/lectures/index';
import { isHlsReady } from '../../domain/video-stream/index';
import { mediaQuerySchema, signHlsMasterLink, signMediaLink, verifyMediaLink } from '../../lib/media-link';
import { objectFor } from '../../lib/storage';
import { authOf, requireAuth } from '../../plugins/auth';
import { emptyBodySchema } from '../empty-body';
import hlsRoutes from './hls';

/**
 * Where a video's file lives: `media/<name>` under DATA_DIR (not public), or an older
 * `/uploads/<path>` row. Only the file name is kept, so a stored url cannot climb out.
 */
function fileOf(dataDir: string, url: string): { root: string; name: string } {
  const inUploads = url.startsWith('/uploads/');
  const rel = inUploads ? url.slice('/uploads/'.length) : url.replace(/^media\//, '');
  const base = resolve(dataDir, inUploads ? 'uploads' : 'media');
  const root = resolve(base, dirname(rel));
  // A stored url never climbs out of its folder, whatever it says.
  if (root !== base && !root.startsWith(`${base}${sep}`)) throw new DomainError('NOT_FOUND');
  return { root, name: basename(rel) };
}

/** Video playback (spec 2 §7, §9): the encrypted player link, and the media it points to. */
const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(hlsRoutes);
  app.get(
    '/video/apps/:videoId',
    {
      preValidation: requireAuth,
      schema: { params: videoAppParamsSchema, response: { 200: videoAppPayloadSchema } },
    },
    async (req, reply) => {
      const { config, db } = app.deps;
      const userId = authOf(req).user.id;
      // Each call is one viewing: counted here, once, before any byte is served.
      const { video, position } = await startViewing(db, userId, req.params.videoId);
      reply.header('Cache-Control', 'no-store');
      return {
        // A ready HLS video: its master playlist; an older row: its single file, as before.
        u: await encryptVideoUrl(
          isHlsReady(video)
            ? signHlsMasterLink(config.appSecret, video.id, userId)
            : signMediaLink(config.appSecret, video.id, userId),
        ),
        lc: null,
        watermark_id: String(userId),
        position,
      };
    },
  );

  app.post(
    '/video/apps/:videoId/seen',
    {
      preValidation: requireAuth,
      schema: { params: videoAppParamsSchema, body: emptyBodySchema },
    },
    async (req, reply) => {
      await markSeen(app.deps.db, authOf(req).user.id, req.params.videoId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/video/apps/:videoId/position',
    {
      preValidation: requireAuth,
      schema: { params: videoAppParamsSchema, body: videoPositionBodySchema },
    },
    async (req, reply) => {
      await savePosition(app.deps.db, authOf(req).user.id, req.params.videoId, req.body.seconds);
      return reply.status(204).send();
    },
  );

  // The <video> element cannot send the bearer token: the signed link stands in for it.
  app.get(
    '/media/videos/:videoId',
    { schema: { params: videoAppParamsSchema, querystring: mediaQuerySchema } },
    async (req, reply) => {
      const { config, db } = app.deps;
      const { videoId } = req.params;
      if (!verifyMediaLink(config.appSecret, videoId, req.query)) throw new DomainError('MEDIA_LINK_INVALID');
      const video = await findVideo(db, videoId);
      const { root, name } = fileOf(config.dataDir, video.url);
      reply.header('Cache-Control', 'private, no-store');
      // STORAGE=s3: a video not on this disk is read from the bucket through a short signed link
      // (the store answers the ranges).
      const object = existsSync(join(root, name)) ? null : objectFor(join(root, name));
      if (object) return reply.redirect(await object.storage.signedUrl(object.key));
      return reply.sendFile(name, root, { cacheControl: false });
    },
  );
};

export default videoRoutes;
