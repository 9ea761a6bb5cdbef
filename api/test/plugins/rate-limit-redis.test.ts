import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../cluster/services';
import { createTestApp, type TestApp } from '../support/app';

const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;

// Two instances with REDIS_URL share one count: the 11th login of a minute is refused whichever
// instance gets it. Skipped where Debian's redis-server is not installed.
describe.skipIf(!hasRedis)('rate limits in Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    await new Promise((r) => setTimeout(r, 300));
    const redisUrl = `redis://127.0.0.1:${port}`;
    a = await createTestApp({ rateLimits: true, redisUrl });
    b = await createTestApp({ rateLimits: true, redisUrl });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill();
  });

  it('counts the login limit across instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      const res = await app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: 'nobody-redis@example.com', password: 'wrong-password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
