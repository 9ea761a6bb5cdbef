import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { videos, videoViews } from '../../db/schema/index';
import { DomainError } from '../errors';
import { getLectureContents } from './contents';

export interface StartedViewing {
  video: typeof videos.$inferSelect;
  countedViews: number;
  /** Where the student stopped last time (seconds). */
  position: number;
}

/**
 * One viewing of a video (spec 2 §4, §9): the student may open the lecture, the video is not
 * locked, and a view is left. The count goes up by one in a single conditional upsert, so parallel
 * plays at the limit cannot pass it; the media's range requests never count.
 */
export async function startViewing(
  db: Db,
  userId: number,
  videoId: number,
  now = new Date(),
): Promise<StartedViewing> {
  const [video] = await db.select().from(videos).where(eq(videos.id, videoId));
  // url '' and no ready renditions: created by lecture authoring, its media not uploaded (or not
  // transcoded) yet. An uploaded video plays from its renditions alone (the contents list it so).
  if (!video || (video.url === '' && video.hlsStatus !== 'ready')) throw new DomainError('NOT_FOUND');
  // Access to the lecture (LECTURE_NOT_PURCHASED with course_id) and the item's lock.
  // Only the locks are read here: the attachments need no links.
  const contents = await getLectureContents(db, userId, video.lectureId, () => '', now);
  const item = contents.items.find((i) => i.type === 'video' && i.item.id === video.id);
  if (!item || item.locked) throw new DomainError('VALIDATION_FAILED');
  const limit = video.viewsLimit;
  const [row] = await db
    .insert(videoViews)
    .values({ userId, videoId: video.id, countedViews: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [videoViews.userId, videoViews.videoId],
      set: { countedViews: sql`${videoViews.countedViews} + 1`, updatedAt: now },
      ...(limit === null ? {} : { setWhere: sql`${videoViews.countedViews} < ${limit}` }),
    })
    .returning({ countedViews: videoViews.countedViews, position: videoViews.positionSeconds });
  // A first insert at a limit of 0 is refused too.
  if (!row || (limit !== null && row.countedViews > limit)) {
    if (row) {
      await db
        .update(videoViews)
        .set({ countedViews: limit ?? 0 })
        .where(and(eq(videoViews.userId, userId), eq(videoViews.videoId, video.id)));
    }
    throw new DomainError('VIEWS_LIMIT_EXCEEDED');
  }
  return { video, countedViews: row.countedViews, position: row.position };
}

/** The player reached the end: the lecture shows as seen. */
export async function markSeen(db: Db, userId: number, videoId: number, now = new Date()) {
  await db
    .update(videoViews)
    .set({ seenAt: now, updatedAt: now })
    .where(and(eq(videoViews.userId, userId), eq(videoViews.videoId, videoId)));
}

/** The player's position, saved on the student's own row (there is one once a viewing started). */
export async function savePosition(db: Db, userId: number, videoId: number, seconds: number) {
  const rows = await db
    .update(videoViews)
    .set({ positionSeconds: seconds, updatedAt: new Date() })
    .where(and(eq(videoViews.userId, userId), eq(videoViews.videoId, videoId)))
    .returning({ id: videoViews.id });
  if (rows.length === 0) throw new DomainError('NOT_FOUND');
}

/** Staff: start a student's views of a video over (pnpm ops reset-views). */
export async function resetViews(db: Db, userId: number, videoId: number): Promise<boolean> {
  const rows = await db
    .update(videoViews)
    .set({ countedViews: 0, updatedAt: new Date() })
    .where(and(eq(videoViews.userId, userId), eq(videoViews.videoId, videoId)))
    .returning({ id: videoViews.id });
  return rows.length > 0;
}
