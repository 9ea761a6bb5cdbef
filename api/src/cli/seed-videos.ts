import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/index';
import { videos } from '../db/schema/index';
import { runVideoJob } from '../domain/videos/job';
import { makeSampleClip } from '../domain/videos/sample-clip';
import { insertVideoJob, setVideoMedia, videoById } from '../domain/videos/videos-repository';

/**
 * The demo's videos go through the real pipeline (decision 0045): one generated 8-second clip
 * (854x480, so a 240p/360p/480p ladder) is uploaded as the first demo video's source and its job
 * run as the worker would; every other demo video then shares that ready HLS folder, which keeps
 * the seed to one transcode (a few seconds). Idempotent: ready videos are left alone.
 */
export async function seedDemoHls(db: Db, dataDir: string): Promise<void> {
  const pending = await db.select({ id: videos.id }).from(videos).where(ne(videos.hlsStatus, 'ready'));
  const [head] = pending;
  if (!head) return;
  const [ready] = await db.select().from(videos).where(eq(videos.hlsStatus, 'ready')).limit(1);
  let model = ready;
  if (!model) {
    const first = head.id;
    const sourceKey = 'private/sources/demo/demo-clip.mp4';
    const source = join(dataDir, sourceKey);
    if (!(await stat(source).catch(() => null))) {
      await mkdir(join(dataDir, 'private/sources/demo'), { recursive: true });
      await makeSampleClip(source, { seconds: 8, width: 854, height: 480, fps: 24 });
    }
    await setVideoMedia(db, first, { sourceKey, hlsStatus: 'queued' });
    const jobId = await insertVideoJob(db, first);
    await runVideoJob(db, dataDir, { id: jobId, videoId: first, attempts: 1, maxAttempts: 1 });
    model = await videoById(db, first);
    if (model?.hlsStatus !== 'ready') throw new Error(`demo video transcoding failed: ${model?.hlsError}`);
  }
  const rest = pending.map((p) => p.id).filter((id) => id !== model.id);
  if (!rest.length) return;
  await db
    .update(videos)
    .set({
      hlsStatus: 'ready',
      hlsProgress: 100,
      hlsError: null,
      hlsPrefix: model.hlsPrefix,
      sourceKey: model.sourceKey,
      renditions: model.renditions,
      posterUrl: model.posterUrl,
      durationSeconds: model.durationSeconds,
    })
    .where(inArray(videos.id, rest));
}
