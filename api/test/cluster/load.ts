import { randomUUID } from 'node:crypto';
import http from 'node:http';
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
    const status = await post(base, op).catch(() => 0);
    if ((status !== 0 && !RETRY_STATUSES.has(status)) || retries >= 20) {
      return { op, status, ms: performance.now() - started, retries };
    }
    await new Promise((r) => setTimeout(r, 100 + retries * 50));
  }
}

// node:http with kept-alive sockets rather than fetch: fetch cost the load generator 1.5 ms of CPU
// a call, a fifth of the two cores the cluster shares with it.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One POST of the op; answers its status (the body is read and dropped). */
function post(base: string, op: Op): Promise<number> {
  const body = JSON.stringify(op.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${op.path}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${op.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': op.key,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
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

/** `perStudent` transfers from each student to the next ones, `amount` pounds each, keyed. */
export function transferOps(
  students: { id: number; token: string; address: string }[],
  perStudent: number,
  amount: number,
): Op[] {
  return students.flatMap((s, i) =>
    Array.from({ length: perStudent }, (_, t) => {
      const to = students[(i + t + 1) % students.length] as (typeof students)[number];
      return {
        kind: 'transfer' as const,
        path: '/v1/wallet/transfer',
        token: s.token,
        body: { amount, wallet_address: to.address },
        key: randomUUID(),
        userId: s.id,
      };
    }),
  );
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
