import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { staffVideoUploadMetadataSchema } from '@app/shared-contracts/schemas';
import { Server } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffActor } from '../../../domain/audit/index';
import { isDomainError } from '../../../domain/errors';
import { acceptVideoUpload, authorableVideo } from '../../../domain/videos/index';
import { videoWorkerOf } from '../../../domain/videos/worker';
import { staffActorOf } from '../actor';
import { uploadStore } from './upload-store';

// The staff member of a request, handed to tus's hooks (which see a web Request) by a one-use key.
const CONTEXT_HEADER = 'x-app-upload-context';

const tusError = (status_code: number, code: string) => ({
  status_code,
  body: `${JSON.stringify({ code })}\n`,
});

/**
 * tus resumable uploads under /v1/staff/uploads (decision 0045). The staff plugin has checked the
 * role; here the upload must name a video the actor may author, and only the person who started an
 * upload may resume or end it. Parts are kept in DATA_DIR/private/tus, never under /uploads.
 */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const directory = join(config.dataDir, 'private', 'tus');
  const store = await uploadStore(directory);
  const actors = new Map<string, StaffActor>();
  const actorOf = (req: Request): StaffActor => {
    const actor = actors.get(req.headers.get(CONTEXT_HEADER) ?? '');
    if (!actor) throw tusError(401, 'UNAUTHENTICATED');
    return actor;
  };

  const tus = new Server({
    path: '/v1/staff/uploads',
    datastore: store,
    maxSize: config.videoUploadMaxBytes,
    respectForwardedHeaders: false,
    async onUploadCreate(req, upload) {
      const actor = actorOf(req);
      const meta = staffVideoUploadMetadataSchema.safeParse(upload.metadata ?? {});
      if (!meta.success) throw tusError(422, 'VALIDATION_FAILED');
      try {
        await authorableVideo(db, actor, meta.data.video_id);
      } catch (err) {
        if (isDomainError(err, 'NOT_FOUND')) throw tusError(404, 'NOT_FOUND');
        throw err;
      }
      return { metadata: { ...upload.metadata, owner_id: String(actor.id) } };
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      // tus's own ids are 32 hex digits: anything else (a '../' in disguise) is not an upload.
      if (!/^[0-9a-f]{32}$/.test(uploadId)) throw tusError(404, 'NOT_FOUND');
      const actor = actorOf(req);
      const upload = await store.getUpload(uploadId).catch(() => null);
      // Another person's upload looks like a missing one: its id tells nothing.
      if (upload && upload.metadata?.owner_id !== String(actor.id)) throw tusError(404, 'NOT_FOUND');
    },
    async onUploadFinish(req, upload) {
      const actor = actorOf(req);
      const videoId = Number(upload.metadata?.video_id);
      try {
        await acceptVideoUpload(db, config.dataDir, actor, videoId, {
          id: upload.id,
          path: join(directory, upload.id),
          size: upload.size ?? upload.offset,
        });
      } catch (err) {
        // The video (or its lecture) was deleted while the file came in: nothing is kept.
        if (!isDomainError(err, 'NOT_FOUND')) throw err;
        throw tusError(404, 'NOT_FOUND');
      } finally {
        // Accepted, the part was moved to private/sources; refused or failed, it must not stay.
        await rm(join(directory, upload.id), { force: true });
        await rm(join(directory, `${upload.id}.json`), { force: true });
      }
      videoWorkerOf(db)?.kick();
      return {};
    },
  });

  // tus reads the raw body itself: no parsing, no body limit.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  async function handle(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = randomUUID();
    actors.set(key, staffActorOf(req));
    // tus builds its Request from rawHeaders: drop any sent by the client, then add ours.
    const raw = req.raw.rawHeaders;
    const kept: string[] = [];
    for (let i = 0; i + 1 < raw.length; i += 2) {
      if (raw[i]?.toLowerCase() !== CONTEXT_HEADER) kept.push(raw[i] ?? '', raw[i + 1] ?? '');
    }
    req.raw.rawHeaders = [...kept, CONTEXT_HEADER, key];
    req.raw.headers[CONTEXT_HEADER] = key;
    reply.hijack();
    try {
      await tus.handle(req.raw, reply.raw);
    } finally {
      actors.delete(key);
    }
  }

  app.post('/uploads', handle);
  // GET also answers HEAD (fastify's exposeHeadRoutes), which tus resumes with.
  app.get('/uploads/:uploadId', handle);
  app.patch('/uploads/:uploadId', handle);
  app.delete('/uploads/:uploadId', handle);
};

export default uploadRoutes;
