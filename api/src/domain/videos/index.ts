import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StaffVideoMedia } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError } from '../errors';
import { teachesCourse } from '../lecture-authoring/lecture-repository';
import { MediaRejected, probeMedia } from './probe';
import { insertVideoJob, setVideoMedia, type VideoRow, videoWithCourse } from './videos-repository';

export { MEDIA_MESSAGES } from './probe';

/** The video the actor may give media to: any for admin/assistant, a teacher's own courses only. */
export async function authorableVideo(db: Db, actor: StaffActor, videoId: number): Promise<VideoRow> {
  const row = await videoWithCourse(db, videoId);
  if (!row) throw new DomainError('NOT_FOUND');
  if (actor.role === 'teacher') {
    // Another teacher's video is NOT_FOUND, like one that does not exist.
    if (!actor.teacherId || !(await teachesCourse(db, row.courseId, actor.teacherId)))
      throw new DomainError('NOT_FOUND');
  }
  return row.video;
}

export function videoMediaOf(v: VideoRow): StaffVideoMedia {
  return {
    id: v.id,
    lecture_id: v.lectureId,
    name: v.name,
    hls_status: v.hlsStatus as StaffVideoMedia['hls_status'],
    hls_progress: Math.max(0, Math.min(100, v.hlsProgress)),
    hls_error: v.hlsError,
    renditions: v.renditions ?? [],
    duration_seconds: v.durationSeconds,
    poster_url: v.posterUrl,
    has_source: v.sourceKey !== null,
  };
}

/** GET /staff/videos/{id} */
export async function staffVideoMedia(db: Db, actor: StaffActor, id: number): Promise<StaffVideoMedia> {
  return videoMediaOf(await authorableVideo(db, actor, id));
}

/** POST /staff/videos/{id}/retry: a failed (or stuck) job again, from the kept source. */
export async function retryVideo(db: Db, actor: StaffActor, id: number): Promise<StaffVideoMedia> {
  const video = await authorableVideo(db, actor, id);
  if (!video.sourceKey) throw new DomainError('NOT_FOUND');
  if (video.hlsStatus === 'queued' || video.hlsStatus === 'processing') return videoMediaOf(video);
  await db.transaction(async (tx) => {
    await setVideoMedia(tx, id, { hlsStatus: 'queued', hlsProgress: 0, hlsError: null });
    await insertVideoJob(tx, id);
    await recordAudit(tx, actor, {
      action: 'video.transcode.retry',
      targetType: 'video',
      targetId: id,
      before: { hls_status: video.hlsStatus, hls_error: video.hlsError },
      after: { hls_status: 'queued' },
    });
  });
  return staffVideoMedia(db, actor, id);
}

/**
 * A finished upload: the file moves to private/sources/<videoId>/<uploadId>, ffprobe checks it,
 * and a job is queued; one transaction with the audit row. The old renditions stay playable until
 * the new ones are ready. Refused media (not a video, truncated, hostile) is 'failed' with the
 * reason and no job, and its file is deleted at once: nothing of it stays on disk.
 */
export async function acceptVideoUpload(
  db: Db,
  dataDir: string,
  actor: StaffActor,
  videoId: number,
  upload: { id: string; path: string; size: number },
): Promise<void> {
  const video = await authorableVideo(db, actor, videoId);
  const sourceKey = `private/sources/${videoId}/${upload.id}`;
  const target = join(dataDir, sourceKey);
  await mkdir(dirname(target), { recursive: true });
  await rename(upload.path, target);
  let reason: string | null = null;
  try {
    await probeMedia(target);
  } catch (err) {
    if (err instanceof MediaRejected) reason = err.message;
    await rm(target, { force: true });
    // The video's folder goes too when this was its only source.
    await rmdir(dirname(target)).catch(() => undefined);
    if (!reason) throw err;
  }
  await db.transaction(async (tx) => {
    await setVideoMedia(tx, videoId, {
      // A refused file is gone: the row keeps the source it had (a retry may use that one).
      sourceKey: reason ? video.sourceKey : sourceKey,
      hlsStatus: reason ? 'failed' : 'queued',
      hlsError: reason,
      hlsProgress: 0,
    });
    if (!reason) await insertVideoJob(tx, videoId);
    await recordAudit(tx, actor, {
      action: 'video.upload',
      targetType: 'video',
      targetId: videoId,
      before: { source: video.sourceKey, hls_status: video.hlsStatus },
      after: reason
        ? { refused: reason, size: upload.size, hls_status: 'failed' }
        : { source: sourceKey, size: upload.size, hls_status: 'queued' },
    });
  });
}
