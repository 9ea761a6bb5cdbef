import type { Db } from '../../db/index';
import {
  finishVideoJob,
  hasPendingVideoJobs,
  requeueVideoJob,
  takeVideoJob,
  type VideoJob,
} from './videos-repository';

export type VideoJobHandler = (job: VideoJob) => Promise<void>;

export interface VideoWorker {
  /** Looks at the queue now (after an enqueue) instead of at the next poll. */
  kick(): void;
  /** Waits for the running job, then stops. */
  stop(): Promise<void>;
  /** Runs until the queue is empty (the seed and tests wait on it). */
  drain(): Promise<void>;
}

/**
 * The durable queue on a table (decision 0045): jobs survive a restart, a crashed worker's job is
 * taken again after its lock goes stale, a thrown error retries later up to max_attempts. One job
 * at a time per process: transcoding is CPU-bound and this machine has 2 cores.
 */
export function startVideoWorker(
  db: Db,
  handler: VideoJobHandler,
  opts: {
    pollMs?: number;
    retryDelaySeconds?: number;
    onFinalFailure?: (job: VideoJob, err: unknown) => Promise<void>;
  } = {},
): VideoWorker {
  const pollMs = opts.pollMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function runOne(): Promise<boolean> {
    const job = await takeVideoJob(db);
    if (!job) return false;
    try {
      await handler(job);
      await finishVideoJob(db, job.id, 'done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts < job.maxAttempts) {
        await requeueVideoJob(db, job.id, message, opts.retryDelaySeconds ?? 30);
      } else {
        await finishVideoJob(db, job.id, 'failed', message);
        await opts.onFinalFailure?.(job, err);
      }
    }
    return true;
  }

  // True while jobs wait (a retry's delay, a dead worker's stale lock): keep polling then.
  async function loop(): Promise<boolean> {
    while (!stopped && (await runOne()));
    return !stopped && (await hasPendingVideoJobs(db));
  }

  function tick(): void {
    if (stopped || running) return;
    running = loop()
      // The database went away (shutdown, a test's end): stay idle until kicked.
      .catch(() => false)
      .then((pending) => {
        running = null;
        if (pending) schedule();
      });
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, pollMs);
    timer.unref();
  }

  // Idle (no polling) while the queue is empty: an enqueue kicks it; at start, jobs left by a
  // stopped process are picked up.
  tick();
  return {
    kick: () => {
      if (timer) clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    async drain() {
      while (running) await running;
      while (!stopped && (await runOne()));
    },
  };
}
