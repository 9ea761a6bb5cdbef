import { idParamSchema, staffVideoMediaResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retryVideo, staffVideoMedia } from '../../../domain/videos/index';
import { startVideoWorkerFor, stopVideoWorkerFor, videoWorkerOf } from '../../../domain/videos/worker';
import { staffActorOf } from '../actor';
import uploadRoutes from './uploads';

/**
 * A video's media (issue 33, decision 0045): the job's state for the staff video page, a retry,
 * and the tus upload (uploads.ts). The transcoding worker lives with this plugin: it starts with
 * the app and stops when the app closes.
 */
const staffVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  startVideoWorkerFor(db, config.dataDir, config.videoWorker);
  app.addHook('onClose', () => stopVideoWorkerFor(db));

  app.get(
    '/videos/:id',
    { schema: { params: idParamSchema, response: { 200: staffVideoMediaResponseSchema } } },
    async (req) => ({ data: await staffVideoMedia(db, staffActorOf(req), req.params.id) }),
  );
  app.post(
    '/videos/:id/retry',
    { schema: { params: idParamSchema, response: { 200: staffVideoMediaResponseSchema } } },
    async (req) => {
      const data = await retryVideo(db, staffActorOf(req), req.params.id);
      videoWorkerOf(db)?.kick();
      return { data };
    },
  );
  await app.register(uploadRoutes);
};

export default staffVideoRoutes;
