// `node scripts/mfe.mjs …` (release, rollback, canary) on the suite's deploy root, for the specs
// that change which version of a remote the browser loads.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deployRoot, repoRoot } from './env';

export function mfe(args: string[], env: Record<string, string> = {}): string {
  return execFileSync('node', [join(repoRoot, 'scripts/mfe.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_ROOT: deployRoot, ...env },
    encoding: 'utf8',
  });
}

/** `1.0.1-e2e`, or a fresh one when a CI retry finds it released already (a version never changes). */
export function e2eVersion(remote: string): string {
  const version = '1.0.1-e2e';
  return existsSync(join(deployRoot, remote, version)) ? `${version}.${Date.now()}` : version;
}
