import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/index';
import { videos } from '../db/schema/index';
import { runVideoJob } from '../domain/videos/job';
import { makeSampleClip } from '../domain/videos/sample-clip';
import { insertVideoJob, setVideoMedia, type VideoRow, videoById } from '../domain/videos/videos-repository';

// The transcoded demo clip, kept between seeds on this machine (tests and e2e seed many
// databases): only the first seed pays for the transcode. Bump the name when the ladder changes.
const CACHE = join(tmpdir(), 'app-demo-hls-v1');
const SOURCE_KEY = 'private/sources/demo/demo-clip.mp4';

type Cached = Pick<VideoRow, 'renditions' | 'durationSeconds'> & { prefix: string };

/** Transcodes the demo clip as the first pending video's upload, through the real job. */
async function transcodeDemo(db: Db, dataDir: string, videoId: number): Promise<VideoRow> {
  const source = join(dataDir, SOURCE_KEY);
  if (!(await stat(source).catch(() => null))) {
    await mkdir(join(dataDir, 'private/sources/demo'), { recursive: true });
    await makeSampleClip(source, { seconds: 8, width: 854, height: 480, fps: 24 });
  }
  await setVideoMedia(db, videoId, { sourceKey: SOURCE_KEY, hlsStatus: 'queued' });
  const jobId = await insertVideoJob(db, videoId);
  await runVideoJob(db, dataDir, { id: jobId, videoId, attempts: 1, maxAttempts: 1 });
  const video = await videoById(db, videoId);
  if (video?.hlsStatus !== 'ready' || !video.hlsPrefix) {
    throw new Error(`demo video transcoding failed: ${video?.hlsError}`);
  }
  // Into the cache atomically: another seed may be writing it at the same time.
  const staging = `${CACHE}.${process.pid}.${Date.now()}`;
  await cp(join(dataDir, video.hlsPrefix), staging, { recursive: true });
  const meta: Cached = { renditions: video.renditions, durationSeconds: video.durationSeconds, prefix: '' };
  await writeFile(join(staging, 'meta.json'), JSON.stringify(meta));
  await rename(staging, CACHE).catch(() => rm(staging, { recursive: true, force: true }));
  return video;
}

/** The cached ladder copied in as the first pending video's, with its own poster. */
async function fromCache(db: Db, dataDir: string, videoId: number): Promise<VideoRow | undefined> {
  const meta = await readFile(join(CACHE, 'meta.json'), 'utf8').catch(() => null);
  if (!meta) return undefined;
  const { renditions, durationSeconds } = JSON.parse(meta) as Cached;
  const prefix = `private/hls/${videoId}/demo`;
  await cp(CACHE, join(dataDir, prefix), { recursive: true });
  await rm(join(dataDir, prefix, 'meta.json'), { force: true });
  const posters = join(dataDir, 'uploads', 'posters');
  await mkdir(posters, { recursive: true });
  await cp(join(CACHE, 'poster.jpg'), join(posters, 'demo-poster.jpg'));
  await setVideoMedia(db, videoId, {
    hlsStatus: 'ready',
    hlsProgress: 100,
    hlsPrefix: prefix,
    renditions,
    durationSeconds,
    posterUrl: '/uploads/posters/demo-poster.jpg',
  });
  return videoById(db, videoId);
}

/**
 * The demo's videos go through the real pipeline (decision 0045): one generated 8-second clip
 * (854x480, so a 240p/360p/480p ladder) is the first demo video's upload and its job is run as the
 * worker would; every other demo video shares that ready folder. Idempotent: ready videos stay.
 */
export async function seedDemoHls(db: Db, dataDir: string): Promise<void> {
  const pending = await db.select({ id: videos.id }).from(videos).where(ne(videos.hlsStatus, 'ready'));
  const [head] = pending;
  if (!head) return;
  const [ready] = await db.select().from(videos).where(eq(videos.hlsStatus, 'ready')).limit(1);
  const model =
    ready ?? (await fromCache(db, dataDir, head.id)) ?? (await transcodeDemo(db, dataDir, head.id));
  const rest = pending.map((p) => p.id).filter((id) => id !== model.id);
  if (!rest.length) return;
  await db
    .update(videos)
    .set({
      hlsStatus: 'ready',
      hlsProgress: 100,
      hlsError: null,
      hlsPrefix: model.hlsPrefix,
      renditions: model.renditions,
      posterUrl: model.posterUrl,
      durationSeconds: model.durationSeconds,
    })
    .where(inArray(videos.id, rest));
}
