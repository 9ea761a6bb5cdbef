import autocannon from 'autocannon';

export interface Op {
  kind: 'purchase' | 'transfer';
  path: string;
  token: string;
  body: unknown;
  key: string;
  userId: number;
  courseId?: number;
}

export interface OpResult {
  op: Op;
  status: number;
  ms: number;
  retries: number;
}

const RETRY_STATUSES = new Set([502, 503, 504]);

/**
 * Sends one money call and, like the client's http layer, sends it again with the same
 * Idempotency-Key when the instance behind nginx went away before answering.
 */
async function send(base: string, op: Op): Promise<OpResult> {
  const started = performance.now();
  for (let retries = 0; ; retries++) {
    try {
      const res = await fetch(`${base}${op.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${op.token}`,
          'content-type': 'application/json',
          'idempotency-key': op.key,
        },
        body: JSON.stringify(op.body),
      });
      await res.arrayBuffer();
      if (!RETRY_STATUSES.has(res.status) || retries >= 20) {
        return { op, status: res.status, ms: performance.now() - started, retries };
      }
    } catch {
      if (retries >= 20) return { op, status: 0, ms: performance.now() - started, retries };
    }
    await new Promise((r) => setTimeout(r, 100 + retries * 50));
  }
}

/** Runs every op with `concurrency` in flight; `onProgress` sees the count of finished ops. */
export async function runOps(
  base: string,
  ops: Op[],
  concurrency: number,
  onProgress: (done: number) => void,
) {
  const results: OpResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ops.length) {
      const op = ops[next++] as Op;
      results.push(await send(base, op));
      onProgress(results.length);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function throughput(url: string, seconds: number, connections: number) {
  await autocannon({ url, connections, duration: 1 });
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, bad: r.non2xx + r.errors };
}
