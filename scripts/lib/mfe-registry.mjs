// The registry of live remote versions (<deploy>/mfe-registry.json) and the paths `pnpm mfe` works
// on; shared by its command families (scripts/mfe.mjs). Plain Node, no dependencies.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './remotes.mjs';

export class MfeError extends Error {}

export function defaultPaths(env = process.env) {
  const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
  return {
    root,
    deployRoot: env.DEPLOY_ROOT || join(root, 'deploy'),
    // The shell the server serves (api config SHELL_DIST): the one a release must fit.
    shellDist: env.SHELL_DIST || join(root, 'shell', 'dist'),
  };
}

export const entryUrl = (remote, version) => `/remotes/${remote}/${version}/mf-manifest.json`;
export const registryFile = (deployRoot) => join(deployRoot, 'mfe-registry.json');

export function assertRemote(remote) {
  if (!REMOTES.includes(remote)) {
    throw new MfeError(`unknown remote "${remote}"; one of: ${REMOTES.join(', ')}`);
  }
}

export function readRegistry(deployRoot) {
  const file = registryFile(deployRoot);
  if (!existsSync(file)) return { remotes: {} };
  const registry = JSON.parse(readFileSync(file, 'utf8'));
  if (!registry || typeof registry.remotes !== 'object') throw new MfeError(`${file} has no "remotes"`);
  return registry;
}

/** Write to a temporary file, then rename: readers never see a half-written registry. */
export function writeRegistry(deployRoot, registry) {
  mkdirSync(deployRoot, { recursive: true });
  const file = registryFile(deployRoot);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temp, file);
}
