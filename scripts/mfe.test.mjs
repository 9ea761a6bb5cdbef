import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MfeError, readRegistry, release, releaseAll, rollback, status } from './mfe.mjs';
import { buildRemote, buildShell } from './test/mfe-fixtures.mjs';

let root;
let deployRoot;

function build(remote, marker, version = '1.0.0') {
  rmSync(join(root, remote, 'dist'), { recursive: true, force: true });
  buildRemote(root, remote, marker, { version });
}

const registryText = () => readFileSync(join(deployRoot, 'mfe-registry.json'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mfe-root-'));
  deployRoot = join(root, 'deploy');
  buildShell(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('pnpm mfe', () => {
  it('release copies the build to <remote>/<version> and points the registry at it', () => {
    build('mfe-wallet', 'v1');
    const now = new Date('2026-01-02T03:04:05Z');
    release({ root, deployRoot, remote: 'mfe-wallet', now });
    expect(readFileSync(join(deployRoot, 'mfe-wallet/1.0.0/static/js/page.abc123.js'), 'utf8')).toBe(
      '/* v1 */',
    );
    expect(readRegistry(deployRoot).remotes['mfe-wallet']).toEqual({
      name: 'mfe_wallet',
      version: '1.0.0',
      entry: '/remotes/mfe-wallet/1.0.0/mf-manifest.json',
      history: [
        {
          version: '1.0.0',
          entry: '/remotes/mfe-wallet/1.0.0/mf-manifest.json',
          releasedAt: now.toISOString(),
        },
      ],
    });
  });

  it('release writes brotli and gzip copies beside each text file, not beside tiny ones', () => {
    build('mfe-wallet', 'v1');
    const big = `/* ${'chunk '.repeat(400)} */`;
    writeFileSync(join(root, 'mfe-wallet/dist/static/js/big.abc123.js'), big);
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.0.0' });
    const file = join(deployRoot, 'mfe-wallet/1.0.0/static/js/big.abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(big);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(big.length / 10);
    expect(existsSync(join(deployRoot, 'mfe-wallet/1.0.0/remoteEntry.js.br'))).toBe(false);
  });

  it('never overwrites a released version', () => {
    build('mfe-wallet', 'v1');
    release({ root, deployRoot, remote: 'mfe-wallet', version: '2.0.0' });
    build('mfe-wallet', 'other');
    expect(() => release({ root, deployRoot, remote: 'mfe-wallet', version: '2.0.0' })).toThrow(MfeError);
    expect(readFileSync(join(deployRoot, 'mfe-wallet/2.0.0/remoteEntry.js'), 'utf8')).toBe('/* v1 */');
  });

  it('a default version that exists becomes a timestamped one', () => {
    build('mfe-wallet', 'v1');
    release({ root, deployRoot, remote: 'mfe-wallet' });
    build('mfe-wallet', 'v2');
    const live = release({ root, deployRoot, remote: 'mfe-wallet', now: new Date('2026-01-02T03:04:05Z') });
    expect(live.version).toBe('1.0.0-20260102-030405');
    expect(live.history.map((h) => h.version)).toEqual(['1.0.0', '1.0.0-20260102-030405']);
  });

  it('rollback moves only that remote back to its previous version', () => {
    build('mfe-wallet', 'w1');
    build('mfe-exams', 'e1');
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.0.0' });
    release({ root, deployRoot, remote: 'mfe-exams', version: '1.0.0' });
    build('mfe-wallet', 'w2');
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0' });
    const before = readRegistry(deployRoot);

    expect(rollback({ deployRoot, remote: 'mfe-wallet' })).toEqual({ from: '1.1.0', to: '1.0.0' });
    const after = readRegistry(deployRoot);
    expect(after.remotes['mfe-wallet'].entry).toBe('/remotes/mfe-wallet/1.0.0/mf-manifest.json');
    expect(after.remotes['mfe-wallet'].history).toEqual(before.remotes['mfe-wallet'].history);
    expect(after.remotes['mfe-exams']).toEqual(before.remotes['mfe-exams']);
    // Both versions stay on disk.
    expect(existsSync(join(deployRoot, 'mfe-wallet/1.1.0/remoteEntry.js'))).toBe(true);
    // Nothing earlier than the first release.
    expect(() => rollback({ deployRoot, remote: 'mfe-wallet' })).toThrow(/no earlier version/);
  });

  it('refuses unknown remotes, missing builds and unsafe versions', () => {
    expect(() => release({ root, deployRoot, remote: 'shell' })).toThrow(/unknown remote/);
    expect(() => release({ root, deployRoot, remote: 'mfe-wallet' })).toThrow(/no production build/);
    build('mfe-wallet', 'v1');
    expect(() => release({ root, deployRoot, remote: 'mfe-wallet', version: '../x' })).toThrow(
      /invalid version/,
    );
    expect(existsSync(join(deployRoot, 'mfe-registry.json'))).toBe(false);
  });

  it('release-all releases only remotes without a live version; status lists every remote', () => {
    for (const remote of [
      'mfe-catalogue',
      'mfe-learning',
      'mfe-exams',
      'mfe-wallet',
      'mfe-community',
      'mfe-staff',
    ]) {
      build(remote, remote);
    }
    release({ root, deployRoot, remote: 'mfe-wallet', version: '0.9.0' });
    const released = releaseAll({ root, deployRoot });
    expect(released.map((r) => r.remote)).toEqual([
      'mfe-catalogue',
      'mfe-learning',
      'mfe-exams',
      'mfe-community',
      'mfe-staff',
    ]);
    expect(releaseAll({ root, deployRoot })).toEqual([]);
    expect(status({ deployRoot }).map((r) => [r.remote, r.version])).toEqual([
      ['mfe-catalogue', '1.0.0'],
      ['mfe-learning', '1.0.0'],
      ['mfe-exams', '1.0.0'],
      ['mfe-wallet', '0.9.0'],
      ['mfe-community', '1.0.0'],
      ['mfe-staff', '1.0.0'],
    ]);
    expect(JSON.parse(registryText()).remotes['mfe-wallet'].version).toBe('0.9.0');
  });
});
