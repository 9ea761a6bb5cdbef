import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/index';
import { videoJobs } from '../../../src/db/schema/index';
import { startVideoWorker } from '../../../src/domain/videos/queue';
import { insertVideoJob } from '../../../src/domain/videos/videos-repository';
import { createTestDb } from '../../support/app';

// The table queue (decision 0045) on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close?.());

const stateOf = async (id: number) => (await db.select().from(videoJobs).where(eq(videoJobs.id, id)))[0];

describe('the video job queue', () => {
  it('takes again a job a dead worker left active (stale lock), as after a restart', async () => {
    const id = await insertVideoJob(db, 501);
    await db
      .update(videoJobs)
      .set({ state: 'active', lockedAt: sql`now() - interval '31 minutes'` as unknown as Date })
      .where(eq(videoJobs.id, id));
    const seen: number[] = [];
    const worker = startVideoWorker(db, async (job) => void seen.push(job.videoId), { pollMs: 50 });
    await worker.drain();
    await worker.stop();
    expect(seen).toContain(501);
    expect((await stateOf(id))?.state).toBe('done');
  });

  it('retries a job that throws, then marks it failed and says so once', async () => {
    const id = await insertVideoJob(db, 502);
    const failed: number[] = [];
    let calls = 0;
    const worker = startVideoWorker(
      db,
      async () => {
        calls += 1;
        throw new Error('ffmpeg crashed');
      },
      { pollMs: 50, retryDelaySeconds: 0, onFinalFailure: async (job) => void failed.push(job.videoId) },
    );
    await worker.drain();
    await worker.drain();
    await worker.stop();
    expect(calls).toBe(2);
    expect(failed).toEqual([502]);
    expect(await stateOf(id)).toMatchObject({ state: 'failed', lastError: 'ffmpeg crashed', attempts: 2 });
  });
});
