// The release gate: every refusal says why and changes nothing (docs/releasing.md).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { check, MfeError, release } from './mfe.mjs';
import { buildRemote, buildShell } from './test/mfe-fixtures.mjs';

let root;
let deployRoot;
const registry = () => join(deployRoot, 'mfe-registry.json');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mfe-gate-'));
  deployRoot = join(root, 'deploy');
  buildShell(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Releases the build, expects a refusal matching `pattern`, and nothing on disk. */
function expectRefused(pattern) {
  expect(() => check({ root, remote: 'mfe-wallet' })).toThrow(pattern);
  expect(() => release({ root, deployRoot, remote: 'mfe-wallet', version: '2.0.0' })).toThrow(MfeError);
  expect(() => release({ root, deployRoot, remote: 'mfe-wallet', version: '2.0.0' })).toThrow(pattern);
  expect(existsSync(join(deployRoot, 'mfe-wallet', '2.0.0'))).toBe(false);
}

describe('pnpm mfe check / the gate of release', () => {
  it('passes a build that fits the live shell', () => {
    buildRemote(root, 'mfe-wallet', 'ok');
    expect(check({ root, remote: 'mfe-wallet' })).toEqual({ remote: 'mfe-wallet', ok: true });
  });

  it('refuses a shared React whose range the shell does not provide', () => {
    buildRemote(root, 'mfe-wallet', 'react18', { react: '^18.2.0' });
    expectRefused(/shared react: mfe-wallet requires \^18\.2\.0, the live shell provides 19\.3\.1/);
    expect(existsSync(registry())).toBe(false);
  });

  it('refuses when the live shell is older than the React the remote needs', () => {
    buildShell(root, { react: '19.0.0' });
    buildRemote(root, 'mfe-wallet', 'new', { react: '^19.3.1' });
    expectRefused(/requires \^19\.3\.1, the live shell provides 19\.0\.0/);
  });

  it('refuses a contract version the shell does not support', () => {
    buildRemote(root, 'mfe-wallet', 'v2', { contractVersion: 2 });
    expectRefused(/contract version 2 of mfe-wallet is not supported by the live shell \(supports 1\)/);
  });

  it('refuses a build missing a module the route table or a widget slot needs', () => {
    buildRemote(root, 'mfe-wallet', 'no-card', { exposes: ['./pages/wallet'] });
    expectRefused(/does not expose \.\/widgets\/wallet-card, which the live shell needs/);
  });

  it('refuses a remote entry over its budget', () => {
    // Random bytes do not compress: ~20 kB gzip against a 15 kB budget.
    const noise = Array.from({ length: 20_000 }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    );
    buildRemote(root, 'mfe-wallet', 'big', { entry: `/*${noise.join('')}*/` });
    expectRefused(/remoteEntry\.js is \d+\.\d kB gzip, over its 15 kB budget/);
  });

  it('refuses builds made before the contract files existed, and lists every problem at once', () => {
    buildRemote(root, 'mfe-wallet', 'old', { contractVersion: 3, react: '^17.0.0' });
    rmSync(join(root, 'shell/dist/shell-contract.json'));
    expectRefused(/live shell contract is missing/);
    buildShell(root);
    let message = '';
    try {
      check({ root, remote: 'mfe-wallet' });
    } catch (error) {
      message = error.message;
    }
    expect(message).toMatch(/nothing was released/);
    expect(message).toMatch(/shared react/);
    expect(message).toMatch(/contract version 3/);
  });

  it('a refused release leaves the live registry byte for byte', () => {
    buildRemote(root, 'mfe-wallet', 'v1');
    release({ root, deployRoot, remote: 'mfe-wallet', version: '1.0.0' });
    const before = readFileSync(registry(), 'utf8');
    buildRemote(root, 'mfe-wallet', 'bad', { react: '^18.2.0' });
    expectRefused(/shared react/);
    expect(() => release({ root, deployRoot, remote: 'mfe-wallet', version: '2.0.0', canary: 10 })).toThrow(
      /shared react/,
    );
    expect(readFileSync(registry(), 'utf8')).toBe(before);
  });
});
