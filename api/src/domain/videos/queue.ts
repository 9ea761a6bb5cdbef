import type { Db } from '../../db/index';
import { finishVideoJob, requeueVideoJob, takeVideoJob, type VideoJob } from './videos-repository';

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

  async function loop(): Promise<void> {
    try {
      while (!stopped && (await runOne()));
    } catch {
      // The database went away (shutdown, a test's end): the next tick tries again.
    }
  }

  function tick(): void {
    if (stopped || running) return;
    running = loop().finally(() => {
      running = null;
      schedule();
    });
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, pollMs);
    timer.unref();
  }

  schedule();
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
