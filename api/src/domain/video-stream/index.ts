import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/index';
import type { videos } from '../../db/schema/index';
import { readStoredFile } from '../../lib/storage';
import { DomainError } from '../errors';
import { findVideo } from '../lectures/index';

export { RENDITION_PLAYLIST, rewriteMaster, rewriteMedia, SEGMENT, type SignPath } from './playlists';

type VideoRow = typeof videos.$inferSelect;

/** The folder the pipeline writes (`private/hls/<videoId>/<jobId>`); a stored value never climbs out. */
const PREFIX = /^private\/hls\/\d+\/[\w-]{1,64}$/;

/** A video plays as HLS once its renditions are ready; older rows keep their single file. */
export const isHlsReady = (video: VideoRow) =>
  video.hlsStatus === 'ready' && video.hlsPrefix !== null && PREFIX.test(video.hlsPrefix);

/**
 * The folder of a ready video's renditions under DATA_DIR (or the same key in the bucket). The
 * prefix may name another video's folder: the demo's videos share one transcoded ladder.
 */
export async function hlsFolderOf(db: Db, dataDir: string, videoId: number): Promise<string> {
  const video = await findVideo(db, videoId);
  if (!isHlsReady(video)) throw new DomainError('NOT_FOUND');
  return join(dataDir, video.hlsPrefix as string);
}

/** A playlist's text from the disk or the bucket; a missing one is NOT_FOUND. */
export async function readPlaylist(folder: string, path: string): Promise<string> {
  const bytes = await readStoredFile(join(folder, path));
  if (!bytes) throw new DomainError('NOT_FOUND');
  return bytes.toString('utf8');
}

/** Whether a file is on this disk (else it is read from the bucket, STORAGE=s3). */
export const isLocal = (folder: string, path: string) => existsSync(join(folder, path));
