// `pnpm mfe check`: the release gate alone (scripts/lib/release-gate.mjs) on a remote's build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertRemote, MfeError } from './mfe-registry.mjs';
import { gateProblems } from './release-gate.mjs';

function readBudgets(root) {
  const file = join(root, 'size-budgets.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export function assertBuilt(root, remote, dist = join(root, remote, 'dist')) {
  if (!existsSync(join(dist, 'mf-manifest.json')) || !existsSync(join(dist, 'remoteEntry.js'))) {
    throw new MfeError(`${remote} has no production build; run: pnpm --filter ${remote} build`);
  }
  return dist;
}

/** The release gate (scripts/lib/release-gate.mjs); throws with every problem, changes nothing. */
export function check({ root, shellDist = join(root, 'shell', 'dist'), remote, dist: from }) {
  assertRemote(remote);
  const dist = assertBuilt(root, remote, from);
  const problems = gateProblems({ shellDist, remote, dist, budgets: readBudgets(root) });
  if (problems.length) {
    throw new MfeError(
      `${remote} does not fit the live shell; nothing was released:\n  - ${problems.join('\n  - ')}`,
    );
  }
  return { remote, ok: true };
}
