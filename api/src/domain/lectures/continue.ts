import type { CourseContinue } from '@app/shared-contracts/schemas';
import { and, desc, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { lectures, videos, videoViews } from '../../db/schema/index';

/**
 * The course page's "continue where you stopped": the video of this course the student touched
 * last (a saved position or a finished viewing), in a published lecture. Null when none.
 */
export async function lastWatchedInCourse(
  db: Db,
  userId: number,
  courseId: number,
): Promise<CourseContinue | null> {
  const [row] = await db
    .select({
      lecture_id: lectures.id,
      lecture_name: lectures.name,
      video_id: videos.id,
      video_name: videos.name,
      position: videoViews.positionSeconds,
      duration: videos.durationSeconds,
    })
    .from(videoViews)
    .innerJoin(videos, eq(videos.id, videoViews.videoId))
    .innerJoin(lectures, eq(lectures.id, videos.lectureId))
    .where(
      and(
        eq(videoViews.userId, userId),
        eq(lectures.courseId, courseId),
        eq(lectures.published, true),
        or(gt(videoViews.positionSeconds, 0), isNotNull(videoViews.seenAt)),
      ),
    )
    .orderBy(desc(videoViews.updatedAt), desc(videoViews.id))
    .limit(1);
  return row ? { ...row, duration: row.duration ?? 0 } : null;
}
