// Canary releases: stable + canary in the registry, promote, rollback drops the canary first.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promote, readRegistry, release, rollback, status, statusTable } from './mfe.mjs';
import { buildRemote, buildShell } from './test/mfe-fixtures.mjs';

let root;
let deployRoot;
const now = new Date('2026-03-01T10:00:00Z');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mfe-canary-'));
  deployRoot = join(root, 'deploy');
  buildShell(root);
  buildRemote(root, 'mfe-wallet', 'v1');
  buildRemote(root, 'mfe-exams', 'e1');
  release({ root, deployRoot, remote: 'mfe-wallet', version: '1.0.0', now });
  release({ root, deployRoot, remote: 'mfe-exams', version: '1.0.0', now });
  buildRemote(root, 'mfe-wallet', 'v2');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const wallet = () => readRegistry(deployRoot).remotes['mfe-wallet'];

describe('pnpm mfe release --canary', () => {
  it('keeps the stable version and adds the canary with its share', () => {
    const exams = readRegistry(deployRoot).remotes['mfe-exams'];
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0', canary: '10', now });
    expect(wallet()).toMatchObject({
      version: '1.0.0',
      entry: '/remotes/mfe-wallet/1.0.0/mf-manifest.json',
      canary: { version: '1.1.0', entry: '/remotes/mfe-wallet/1.1.0/mf-manifest.json', percent: 10 },
    });
    expect(wallet().history.map((h) => h.version)).toEqual(['1.0.0']);
    expect(readRegistry(deployRoot).remotes['mfe-exams']).toEqual(exams);
  });

  it('records the auto-rollback threshold; refuses bad shares and a second canary', () => {
    expect(() => release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0', canary: '0' })).toThrow(
      /whole percent from 1 to 99/,
    );
    expect(() =>
      release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0', autoRollback: '0.1' }),
    ).toThrow(/needs --canary/);
    expect(() =>
      release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0', canary: '10', autoRollback: '5' }),
    ).toThrow(/between 0 and 1/);
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0', canary: '50', autoRollback: '0.2' });
    expect(wallet().canary.autoRollback).toEqual({ errorRate: 0.2, minLoads: 20, minClients: 5 });
    expect(() => release({ root, deployRoot, remote: 'mfe-wallet', version: '1.2.0' })).toThrow(
      /1\.1\.0 is live as a canary; promote or roll it back first/,
    );
  });

  it('releases a build from another folder (--dist), gated like any other', () => {
    const elsewhere = join(root, 'artefact');
    buildRemote(elsewhere, 'mfe-wallet', 'ci');
    release({
      root,
      deployRoot,
      remote: 'mfe-wallet',
      version: '1.2.0',
      canary: '5',
      minLoads: '3',
      dist: join(elsewhere, 'mfe-wallet/dist'),
    });
    expect(wallet().canary).toMatchObject({ version: '1.2.0', percent: 5 });
    expect(readFileSync(join(deployRoot, 'mfe-wallet/1.2.0/remoteEntry.js'), 'utf8')).toBe('/* ci */');
    buildRemote(elsewhere, 'mfe-exams', 'old-react', { react: '^18.2.0' });
    expect(() =>
      release({
        root,
        deployRoot,
        remote: 'mfe-exams',
        version: '1.3.0',
        dist: join(elsewhere, 'mfe-exams/dist'),
      }),
    ).toThrow(/shared react/);
  });

  it('promote makes the canary stable and adds it to the history', () => {
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0', canary: '10', now });
    expect(promote({ deployRoot, remote: 'mfe-wallet', now })).toEqual({ from: '1.0.0', to: '1.1.0' });
    expect(wallet().version).toBe('1.1.0');
    expect(wallet().canary).toBeUndefined();
    expect(wallet().history.map((h) => h.version)).toEqual(['1.0.0', '1.1.0']);
    expect(() => promote({ deployRoot, remote: 'mfe-wallet' })).toThrow(/no canary to promote/);
  });

  it('rollback drops the canary first, then steps back through the stable history', () => {
    buildRemote(root, 'mfe-wallet', 'v1b');
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.0.1', now });
    buildRemote(root, 'mfe-wallet', 'v2');
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0', canary: '10', now });
    expect(rollback({ deployRoot, remote: 'mfe-wallet', now })).toEqual({
      from: '1.1.0',
      to: '1.0.1',
      canary: true,
    });
    expect(wallet()).toMatchObject({ version: '1.0.1', lastRollback: { version: '1.1.0' } });
    expect(wallet().canary).toBeUndefined();
    expect(rollback({ deployRoot, remote: 'mfe-wallet' })).toEqual({ from: '1.0.1', to: '1.0.0' });
  });

  it('status shows both versions with their share and the health reported for each', () => {
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.1.0', canary: '10', autoRollback: '0.05' });
    const health = {
      rows: [
        {
          remote: 'mfe-wallet',
          version: '1.1.0',
          loads: 40,
          failures: 1,
          renderErrors: 3,
          errorRate: 0.1,
          p75Ms: 310,
        },
      ],
    };
    const { table, notes } = statusTable(status({ deployRoot }), health);
    const rows = table.filter((row) => row[0] === 'mfe-wallet');
    expect(rows.map((row) => row.slice(1, 7))).toEqual([
      ['1.0.0', '90 % stable', '-', '-', '-', '-'],
      ['1.1.0', '10 % canary', '40', '4', '10.0 %', '310 ms'],
    ]);
    expect(notes.join('\n')).toMatch(/mfe-wallet 1\.1\.0: the api rolls it back over 5\.0 % errors/);
  });
});
