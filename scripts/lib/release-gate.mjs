// The release gate of `pnpm mfe check|release` (docs/releasing.md): does a remote's build fit the
// live shell? Read only from built files: the shell's dist (mf-manifest.json, shell-contract.json)
// and the remote's dist (mf-manifest.json, mfe-contract.json, remoteEntry.js). Plain Node.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzip } from './precompress.mjs';

/** Written by the shell's build: the contract versions it supports and the modules it needs. */
export const SHELL_CONTRACT_FILE = 'shell-contract.json';
/** Written by each remote's build: the contract version it was built against. */
export const REMOTE_CONTRACT_FILE = 'mfe-contract.json';

/** Rspack plugin: emits `fileName` with `data` as JSON (the contract files above). */
export class JsonAssetPlugin {
  constructor(fileName, data) {
    this.fileName = fileName;
    this.data = data;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'JsonAssetPlugin', stage }, () => {
        const json = `${JSON.stringify(this.data, null, 2)}\n`;
        compilation.emitAsset(this.fileName, new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

// The MF runtime's own range check, so the gate agrees with what the browser will do.
// The scripts folder has no node_modules: reach it through the shell's dependencies.
function loadSatisfy() {
  const fromShell = createRequire(new URL('../../shell/package.json', import.meta.url));
  const fromEnhanced = createRequire(fromShell.resolve('@module-federation/enhanced'));
  const fromRuntime = createRequire(fromEnhanced.resolve('@module-federation/runtime'));
  return createRequire(import.meta.url)(fromRuntime.resolve('@module-federation/runtime-core')).satisfy;
}

function readJson(file, what) {
  if (!existsSync(file)) return { missing: `${what} is missing (${file})` };
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { missing: `${what} is not JSON (${file}): ${error.message}` };
  }
}

/**
 * Every reason `remote`'s build in `dist` would break the shell built in `shellDist`; [] when it
 * fits. `budgets` is size-budgets.json (remoteEntryKb).
 */
export function gateProblems({ shellDist, remote, dist, budgets }) {
  const problems = [];
  const shellManifest = readJson(join(shellDist, 'mf-manifest.json'), 'the live shell manifest');
  const shellContract = readJson(join(shellDist, SHELL_CONTRACT_FILE), 'the live shell contract');
  const manifest = readJson(join(dist, 'mf-manifest.json'), `${remote} mf-manifest.json`);
  const contract = readJson(join(dist, REMOTE_CONTRACT_FILE), `${remote} ${REMOTE_CONTRACT_FILE}`);
  for (const file of [shellManifest, shellContract, manifest, contract]) {
    if (file.missing) problems.push(`${file.missing}; rebuild it`);
  }
  if (problems.length) return problems;

  // 1. Shared singletons: the shell provides one copy; the remote's range must accept it.
  const satisfy = loadSatisfy();
  const provided = new Map((shellManifest.value.shared ?? []).map((s) => [s.name, s.version]));
  for (const shared of manifest.value.shared ?? []) {
    const version = provided.get(shared.name);
    if (!shared.singleton || !version || !shared.requiredVersion) continue;
    if (!satisfy(version, shared.requiredVersion)) {
      problems.push(
        `shared ${shared.name}: ${remote} requires ${shared.requiredVersion}, the live shell provides ${version}`,
      );
    }
  }

  // 2. Contract version (props of the exposed modules).
  const supported = shellContract.value.contractVersions ?? [];
  const version = contract.value.contractVersion;
  if (!supported.includes(version)) {
    problems.push(
      `contract version ${version} of ${remote} is not supported by the live shell (supports ${supported.join(', ') || 'none'})`,
    );
  }

  // 3. Modules the shell's route table and widget slots load from this remote.
  const exposed = new Set((manifest.value.exposes ?? []).map((e) => e.path));
  const missing = (shellContract.value.needs?.[remote] ?? []).filter((path) => !exposed.has(path));
  if (missing.length)
    problems.push(`${remote} does not expose ${missing.join(', ')}, which the live shell needs`);

  // 4. Size of the remote entry (gzip), as `pnpm size` measures it.
  const entry = join(dist, 'remoteEntry.js');
  const budget = budgets?.remoteEntryKb === undefined ? undefined : budgets.remoteEntryKb * 1000;
  if (!existsSync(entry)) problems.push(`${remote} has no remoteEntry.js`);
  else if (budget !== undefined) {
    const bytes = gzip(readFileSync(entry)).length;
    if (bytes > budget) {
      problems.push(
        `${remote} remoteEntry.js is ${(bytes / 1000).toFixed(1)} kB gzip, over its ${budget / 1000} kB budget`,
      );
    }
  }
  return problems;
}
