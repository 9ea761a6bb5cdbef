// The remotes, their Module Federation names and dev ports, for the scripts and build configs:
// read from the one list, shared-contracts/src/contracts/routes/remotes.json (the remote contract of
// @app/shared-contracts reads the same file). Plain Node, no dependencies.
import { readFileSync } from 'node:fs';

const list = JSON.parse(
  readFileSync(new URL('../../shared-contracts/src/contracts/routes/remotes.json', import.meta.url), 'utf8'),
);

/** Package (folder) names of the remotes, in the contract's order. */
export const REMOTES = Object.keys(list.remotes);
export const SHELL_MF_NAME = list.shell.mfName;
export const SHELL_DEV_PORT = list.shell.devPort;
export const API_DEV_PORT = list.api.devPort;
/** Contract version of the exposed modules' props (the release gate checks it). */
export const CONTRACT_VERSION = list.contractVersion;

function infoOf(remote) {
  const info = list.remotes[remote];
  if (!info) throw new Error(`unknown remote "${remote}"; one of: ${REMOTES.join(', ')}`);
  return info;
}
/** Module Federation name of a remote: 'mfe-wallet' -> 'mfe_wallet'. */
export const mfNameOf = (remote) => infoOf(remote).mfName;
/** Dev server port of a remote (`pnpm dev`, its harness). */
export const devPortOf = (remote) => infoOf(remote).devPort;
