import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { lectures, videoJobs, videos } from '../../db/schema/index';

export type VideoRow = typeof videos.$inferSelect;
export type VideoMediaValues = Partial<
  Pick<
    VideoRow,
    | 'hlsStatus'
    | 'hlsProgress'
    | 'hlsError'
    | 'hlsPrefix'
    | 'sourceKey'
    | 'posterUrl'
    | 'renditions'
    | 'durationSeconds'
  >
>;

/** The video with its lecture's course (for the teacher rule); undefined when gone. */
export async function videoWithCourse(db: Db, id: number) {
  const [row] = await db
    .select({ video: videos, courseId: lectures.courseId })
    .from(videos)
    .innerJoin(lectures, eq(lectures.id, videos.lectureId))
    .where(eq(videos.id, id));
  return row;
}

export async function videoById(db: Db, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

/** Updates the media columns; false when the video is gone (deleted meanwhile). */
export async function setVideoMedia(db: Db, id: number, values: VideoMediaValues): Promise<boolean> {
  const rows = await db.update(videos).set(values).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}

export type VideoJob = { id: number; videoId: number; attempts: number; maxAttempts: number };

export async function insertVideoJob(db: Db, videoId: number): Promise<number> {
  const [row] = await db.insert(videoJobs).values({ videoId }).returning({ id: videoJobs.id });
  return row?.id ?? 0;
}

/** Jobs still to run (queued, or active under a lock that may go stale). */
export async function hasPendingVideoJobs(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: videoJobs.id })
    .from(videoJobs)
    .where(inArray(videoJobs.state, ['queued', 'active']))
    .limit(1);
  return rows.length > 0;
}

/** A job whose worker died holds its lock this long before another takes it again. */
const STALE_LOCK = sql`interval '30 minutes'`;

/** Takes the next job (or one a dead worker left); SKIP LOCKED keeps two instances apart. */
export async function takeVideoJob(db: Db): Promise<VideoJob | null> {
  const res = (await db.execute(sql`
    update video_jobs set state = 'active', locked_at = now(), attempts = attempts + 1, updated_at = now()
    where id = (
      select id from video_jobs
      where (state = 'queued' and run_after <= now()) or (state = 'active' and locked_at < now() - ${STALE_LOCK})
      order by id limit 1 for update skip locked
    )
    returning id, video_id, attempts, max_attempts`)) as unknown as {
    rows: { id: number; video_id: number; attempts: number; max_attempts: number }[];
  };
  const row = res.rows[0];
  return row
    ? { id: row.id, videoId: row.video_id, attempts: row.attempts, maxAttempts: row.max_attempts }
    : null;
}

export async function finishVideoJob(db: Db, id: number, state: 'done' | 'failed', error?: string) {
  await db
    .update(videoJobs)
    .set({ state, lastError: error ?? null, lockedAt: null, updatedAt: new Date() })
    .where(eq(videoJobs.id, id));
}

/** Back in the queue after a failure that may pass (a crash, a full disk), a little later. */
export async function requeueVideoJob(db: Db, id: number, error: string, delaySeconds: number) {
  await db
    .update(videoJobs)
    .set({
      state: 'queued',
      lastError: error,
      lockedAt: null,
      runAfter: new Date(Date.now() + delaySeconds * 1000),
      updatedAt: new Date(),
    })
    .where(eq(videoJobs.id, id));
}
