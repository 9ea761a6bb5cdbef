import { remoteContract } from './remote-contract';
import type { RemoteName } from './route-table';

// The remote contract names each exposed module once; a remote's Module Federation `exposes`
// (rsbuild.config.ts) is derived from it, with the file named after the module (decision 0034).

/** The file of an exposed module in its remote: './widgets/wallet-card' → './src/exposes/wallet-card.tsx'. */
export function exposeFileOf(exposed: string): string {
  return `./src/exposes/${exposed.slice(exposed.lastIndexOf('/') + 1)}.tsx`;
}

/** The `exposes` of a remote's federation config: every page and widget of its contract. */
export function exposesOf(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(remoteContract[remote].exposes.map((e) => [e, exposeFileOf(e)]));
}
