import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Db } from '../../db/index';
import { objectFor } from '../../lib/storage';
import { storeUpload } from '../../lib/uploads';
import { MEDIA_MESSAGES, MediaRejected, probeMedia } from './probe';
import { transcodeToHls } from './transcode';
import { setVideoMedia, type VideoJob, videoById } from './videos-repository';

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else out.push(path);
  }
  return out;
}

/**
 * One transcoding job: probe, the ladder into private/hls/<videoId>/<jobId>/ (or the same keys in
 * the bucket on STORAGE=s3), a public poster, then 'ready'. Refused media ends as 'failed' with its
 * Arabic reason and is not retried; any other error is thrown so the queue retries it. A video
 * deleted before or during the job ends quietly, leaving nothing behind.
 */
export async function runVideoJob(db: Db, dataDir: string, job: VideoJob): Promise<void> {
  const video = await videoById(db, job.videoId);
  if (!video) return;
  if (!video.sourceKey) {
    await setVideoMedia(db, video.id, { hlsStatus: 'failed', hlsError: MEDIA_MESSAGES.sourceMissing });
    return;
  }
  const source = join(dataDir, video.sourceKey);
  if (!(await stat(source).catch(() => null))) {
    await setVideoMedia(db, video.id, { hlsStatus: 'failed', hlsError: MEDIA_MESSAGES.sourceMissing });
    return;
  }
  if (!(await setVideoMedia(db, video.id, { hlsStatus: 'processing', hlsProgress: 0, hlsError: null })))
    return;
  const prefix = `private/hls/${video.id}/${job.id}`;
  const localOut = join(dataDir, prefix);
  const bucket = objectFor(localOut);
  const outDir = bucket ? await mkdtemp(join(tmpdir(), 'hls-')) : localOut;
  try {
    const info = await probeMedia(source);
    const renditions = await transcodeToHls(source, outDir, info, async (percent) => {
      await setVideoMedia(db, video.id, { hlsProgress: percent }).catch(() => false);
    });
    if (bucket) {
      for (const file of await filesUnder(outDir)) {
        const key = `${bucket.key}/${relative(outDir, file).split('\\').join('/')}`;
        const ext = file.slice(file.lastIndexOf('.') + 1);
        await bucket.storage.put(key, await readFile(file), CONTENT_TYPES[ext] ?? 'application/octet-stream');
      }
    }
    const posterUrl = await storeUpload(
      join(dataDir, 'uploads'),
      'posters',
      'jpg',
      await readFile(join(outDir, 'poster.jpg')),
    );
    const saved = await setVideoMedia(db, video.id, {
      hlsStatus: 'ready',
      hlsProgress: 100,
      hlsError: null,
      hlsPrefix: prefix,
      renditions: renditions.map((r) => ({ height: r.height, bandwidth: r.bandwidth })),
      durationSeconds: Math.max(1, Math.round(info.durationSeconds)),
      posterUrl,
    });
    if (!saved && !bucket) await rm(localOut, { recursive: true, force: true });
  } catch (err) {
    if (!bucket) await rm(localOut, { recursive: true, force: true });
    if (err instanceof MediaRejected) {
      await setVideoMedia(db, video.id, { hlsStatus: 'failed', hlsError: err.message, hlsProgress: 0 });
      return;
    }
    throw err;
  } finally {
    if (bucket) await rm(outDir, { recursive: true, force: true });
  }
}

/** After the last attempt of a job that kept throwing: staff see why and may retry. */
export async function markVideoJobFailed(db: Db, job: VideoJob): Promise<void> {
  await setVideoMedia(db, job.videoId, {
    hlsStatus: 'failed',
    hlsError: MEDIA_MESSAGES.transcodeFailed,
    hlsProgress: 0,
  });
}
