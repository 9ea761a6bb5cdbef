import type { Db } from '../../db/index';
import { markVideoJobFailed, runVideoJob } from './job';
import { startVideoWorker, type VideoWorker } from './queue';

// One worker per database (tests run several apps in one process).
const workers = new WeakMap<Db, VideoWorker>();

/**
 * Starts this database's transcoding worker once; `enabled` false (config.videoWorker,
 * VIDEO_WORKER=off) leaves the queue to another process.
 */
export function startVideoWorkerFor(db: Db, dataDir: string, enabled = true): VideoWorker | undefined {
  if (!enabled) return undefined;
  let worker = workers.get(db);
  if (!worker) {
    worker = startVideoWorker(db, (job) => runVideoJob(db, dataDir, job), {
      onFinalFailure: (job) => markVideoJobFailed(db, job),
    });
    workers.set(db, worker);
  }
  return worker;
}

export function videoWorkerOf(db: Db): VideoWorker | undefined {
  return workers.get(db);
}

/** Forgets a stopped worker (the app closed). */
export async function stopVideoWorkerFor(db: Db): Promise<void> {
  await workers.get(db)?.stop();
  workers.delete(db);
}
