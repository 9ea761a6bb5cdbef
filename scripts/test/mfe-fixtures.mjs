// Fake builds for the tests of `pnpm mfe`: a shell dist and remote dists shaped like the real
// ones (mf-manifest.json shared + exposes, the contract files of scripts/lib/release-gate.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_CONTRACT_FILE, SHELL_CONTRACT_FILE } from '../lib/release-gate.mjs';

export const NEEDS = {
  'mfe-catalogue': ['./pages/welcome'],
  'mfe-learning': ['./pages/course'],
  'mfe-exams': ['./pages/exam'],
  'mfe-wallet': ['./pages/wallet', './widgets/wallet-card'],
  'mfe-community': ['./pages/community'],
  'mfe-staff': ['./staff/dashboard'],
};

const shared = (react) => [
  { name: 'react', version: react.replace(/^\^/, ''), requiredVersion: react, singleton: true },
  { name: '@app/ui', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
];

/** The live shell's dist under `root`/shell/dist, providing react `react` and supporting `versions`. */
export function buildShell(root, { react = '19.3.1', versions = [1], needs = NEEDS } = {}) {
  const dist = join(root, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: shared(react) }));
  writeFileSync(join(dist, SHELL_CONTRACT_FILE), JSON.stringify({ contractVersions: versions, needs }));
  writeFileSync(join(root, 'size-budgets.json'), JSON.stringify({ remoteEntryKb: 15 }));
}

/** A remote's dist; `marker` ends up in every file to tell builds apart. */
export function buildRemote(
  root,
  remote,
  marker,
  { version = '1.0.0', react = '^19.3.1', contractVersion = 1, exposes = NEEDS[remote], entry } = {},
) {
  const dist = join(root, remote, 'dist');
  mkdirSync(join(dist, 'static/js'), { recursive: true });
  writeFileSync(join(root, remote, 'package.json'), JSON.stringify({ name: remote, version }));
  const manifest = { marker, shared: shared(react), exposes: exposes.map((path) => ({ path })) };
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, REMOTE_CONTRACT_FILE), JSON.stringify({ remote, contractVersion }));
  writeFileSync(join(dist, 'remoteEntry.js'), entry ?? `/* ${marker} */`);
  writeFileSync(join(dist, 'static/js/page.abc123.js'), `/* ${marker} */`);
}
