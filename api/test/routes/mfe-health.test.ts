import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let deployRoot: string;
let now = new Date('2026-05-01T10:00:00Z');

const registryFile = () => join(deployRoot, 'mfe-registry.json');
const readRegistry = () => JSON.parse(readFileSync(registryFile(), 'utf8'));

function writeRegistry(canary?: object) {
  const wallet = {
    name: 'mfe_wallet',
    version: '1.0.0',
    entry: '/remotes/mfe-wallet/1.0.0/mf-manifest.json',
    history: [{ version: '1.0.0', entry: '/remotes/mfe-wallet/1.0.0/mf-manifest.json', releasedAt: '' }],
    ...(canary ? { canary } : {}),
  };
  writeFileSync(registryFile(), JSON.stringify({ remotes: { 'mfe-wallet': wallet } }));
}

const canary = (autoRollback?: object) => ({
  version: '1.1.0',
  entry: '/remotes/mfe-wallet/1.1.0/mf-manifest.json',
  percent: 50,
  releasedAt: '2026-05-01T09:00:00Z',
  ...(autoRollback ? { autoRollback } : {}),
});

const report = (
  version: string,
  counts: Partial<Record<'loads' | 'failures' | 'renderErrors', number>>,
  loadMs: number[] = [],
) => ({
  remote: 'mfe-wallet',
  version,
  loads: 0,
  failures: 0,
  renderErrors: 0,
  loadMs,
  ...counts,
});

const post = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v1/mfe/health', payload, remoteAddress });
/** The same batch from `n` different networks. */
const fromClients = async (n: number, payload: object, first = 1) => {
  for (let i = first; i < first + n; i++) expect((await post(payload, `10.0.${i}.7`)).statusCode).toBe(204);
};
const canaryVersion = () => readRegistry().remotes['mfe-wallet'].canary?.version;
const summary = async () => (await t.app.inject({ method: 'GET', url: '/v1/mfe/health' })).json();

beforeEach(async () => {
  now = new Date('2026-05-01T10:00:00Z');
  t = await createTestApp({}, { clock: () => now });
  deployRoot = join(t.config.dataDir, 'deploy');
  mkdirSync(deployRoot, { recursive: true });
  t.config.deployRoot = deployRoot;
});
afterEach(async () => t.close());

describe('/v1/mfe/health', () => {
  it('stores the reports of released versions and sums the last hour per version', async () => {
    writeRegistry(canary());
    const stable = report('1.0.0', { loads: 3 }, [100, 200, 300]);
    const res = await post({
      bucket: 4,
      reports: [stable, report('1.1.0', { loads: 1, renderErrors: 1 }, [50])],
    });
    expect(res.statusCode).toBe(204);
    // A version never released here is noise: not stored.
    await post({ bucket: 4, reports: [report('9.9.9', { failures: 5 })] });
    await post({ bucket: 9, reports: [report('1.0.0', { loads: 1, failures: 1 }, [400])] });
    const body = await summary();
    expect(body.remotes).toEqual([
      {
        remote: 'mfe-wallet',
        version: '1.0.0',
        loads: 4,
        failures: 1,
        renderErrors: 0,
        errorRate: 0.2,
        p75Ms: 325,
      },
      {
        remote: 'mfe-wallet',
        version: '1.1.0',
        loads: 1,
        failures: 0,
        renderErrors: 1,
        errorRate: 1,
        p75Ms: 50,
      },
    ]);
    // An hour later those reports are out of the window.
    now = new Date('2026-05-01T11:00:01Z');
    expect((await summary()).remotes).toEqual([]);
  });

  it('refuses a malformed batch with 422 by field and stores nothing', async () => {
    writeRegistry();
    for (const payload of [
      { bucket: 100, reports: [report('1.0.0', { loads: 1 })] },
      { bucket: 1, reports: [{ ...report('1.0.0', { loads: 1 }), remote: 'shell' }] },
      { bucket: 1, reports: [report('../x', { loads: 1 })] },
      { bucket: 1, reports: [] },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toBeTypeOf('object');
    }
    expect((await summary()).remotes).toEqual([]);
  });

  it('rolls a canary back once clients fail past the threshold over enough loads', async () => {
    writeRegistry(canary({ errorRate: 0.2, minLoads: 10 }));
    // Four failing clients: over the rate and the loads, but under the five clients it takes.
    await fromClients(4, { bucket: 1, reports: [report('1.1.0', { loads: 3, renderErrors: 3 })] });
    expect(canaryVersion()).toBe('1.1.0');
    await post({ bucket: 2, reports: [report('1.1.0', { loads: 2 })] }, '10.0.9.7');
    await post({ bucket: 2, reports: [report('1.1.0', { loads: 1, failures: 1 })] }, '10.0.10.7');
    const wallet = readRegistry().remotes['mfe-wallet'];
    expect(wallet.canary).toBeUndefined();
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.lastRollback).toEqual({
      version: '1.1.0',
      at: now.toISOString(),
      reason: 'auto-rollback: error rate 75.0 % over 16 loads from 6 clients, 5 failing (threshold 20.0 %)',
    });
  });

  it('does not roll a canary back for one client, however many failures it reports', async () => {
    writeRegistry(canary({ errorRate: 0.2, minLoads: 10 }));
    await post({ bucket: 1, reports: [report('1.1.0', { failures: 25 })] }, '203.0.113.9');
    for (let i = 0; i < 10; i++) {
      await post({ bucket: i, reports: [report('1.1.0', { failures: 25 })] }, '203.0.113.9');
    }
    // Addresses of one IPv6 /64 are one client too.
    for (let i = 1; i <= 6; i++) {
      await post({ bucket: i, reports: [report('1.1.0', { failures: 5 })] }, `2001:db8:1:2::${i}`);
    }
    expect(canaryVersion()).toBe('1.1.0');
  });

  it('takes fewer failing clients when the release said so (--min-clients)', async () => {
    writeRegistry(canary({ errorRate: 0.2, minLoads: 10, minClients: 1 }));
    for (let i = 0; i < 10; i++) {
      await post({ bucket: i, reports: [report('1.1.0', { failures: 1 })] }, '203.0.113.77');
    }
    expect(canaryVersion()).toBeUndefined();
  });

  it("does not let one client's made-up successes keep a canary alive that fails for many", async () => {
    writeRegistry(canary({ errorRate: 0.2, minLoads: 10 }));
    for (let i = 0; i < 20; i++) {
      const loads = Array.from({ length: 50 }, () => 10);
      await post({ bucket: 3, reports: [report('1.1.0', { loads: 50 }, loads)] }, '198.51.100.1');
    }
    expect(canaryVersion()).toBe('1.1.0');
    await fromClients(5, { bucket: 1, reports: [report('1.1.0', { loads: 1, failures: 1 })] });
    expect(canaryVersion()).toBeUndefined();
    expect(readRegistry().remotes['mfe-wallet'].lastRollback.reason).toBe(
      'auto-rollback: error rate 41.7 % over 30 loads from 6 clients, 5 failing (threshold 20.0 %)',
    );
  });

  it('refuses counts no page load could have made', async () => {
    writeRegistry(canary({ errorRate: 0.2, minLoads: 10 }));
    for (const bad of [
      report('1.1.0', { failures: 51 }),
      report('1.1.0', { loads: 51 }),
      report('1.1.0', { loads: 1 }, [10, 10]),
    ]) {
      expect((await post({ bucket: 1, reports: [bad] })).statusCode).toBe(422);
    }
    expect((await summary()).remotes).toEqual([]);
  });

  it('leaves a healthy canary, and one released without --auto-rollback, alone', async () => {
    writeRegistry(canary({ errorRate: 0.2, minLoads: 10 }));
    await post({ bucket: 1, reports: [report('1.1.0', { loads: 20, renderErrors: 1 })] });
    expect(readRegistry().remotes['mfe-wallet'].canary.version).toBe('1.1.0');
    writeRegistry(canary());
    await post({ bucket: 1, reports: [report('1.1.0', { loads: 20, renderErrors: 20 })] });
    expect(readRegistry().remotes['mfe-wallet'].canary.version).toBe('1.1.0');
  });

  it('limits each address to 60 batches a minute', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const batch = { bucket: 1, reports: [report('1.0.0', { loads: 1 })] };
      const send = () => limited.app.inject({ method: 'POST', url: '/v1/mfe/health', payload: batch });
      for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(204);
      const over = await send();
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
