import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import type { Db } from '../../src/db/index';
import { startVideoWorkerFor } from '../../src/domain/videos/worker';

// Issue 33: the VIDEO_* settings are read in config.ts only, typed and bounded like the others.
const dataDir = mkdtempSync(join(tmpdir(), 'api-config-video-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, APP_SECRET: 's'.repeat(40), ...env });

describe('video settings', () => {
  it('default to a 2 GiB upload limit and a transcoding worker', () => {
    const config = load({});
    expect(config.videoUploadMaxBytes).toBe(2 * 1024 ** 3);
    expect(config.videoWorker).toBe(true);
  });

  it('take a whole number of bytes within bounds and on/off for the worker', () => {
    expect(load({ VIDEO_UPLOAD_MAX_BYTES: String(5 * 1024 ** 3) }).videoUploadMaxBytes).toBe(5 * 1024 ** 3);
    expect(load({ VIDEO_WORKER: 'off' }).videoWorker).toBe(false);
    expect(load({ VIDEO_WORKER: 'on' }).videoWorker).toBe(true);
  });

  it.each([
    ['VIDEO_UPLOAD_MAX_BYTES', 'lots'],
    ['VIDEO_UPLOAD_MAX_BYTES', '-1'],
    ['VIDEO_UPLOAD_MAX_BYTES', '2147483648.5'],
    ['VIDEO_UPLOAD_MAX_BYTES', '1000'],
    ['VIDEO_UPLOAD_MAX_BYTES', String(100 * 1024 ** 4)],
    ['VIDEO_WORKER', 'false'],
  ])('refuse %s=%s at start-up', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
  });

  it('VIDEO_WORKER=off starts no worker on the database', () => {
    const db = {} as Db;
    expect(startVideoWorkerFor(db, dataDir, load({ VIDEO_WORKER: 'off' }).videoWorker)).toBeUndefined();
  });
});
