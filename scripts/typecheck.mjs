#!/usr/bin/env node
// `pnpm typecheck`: every package's tsconfig.json checked by TypeScript 7, the native compiler
// (decision 0063), two packages at a time (it is multi-threaded itself: more did not help on 2 cores). A package's own `pnpm typecheck` runs this on
// its folder alone: `node ../scripts/typecheck.mjs .`.
//
// TypeScript 5.9 stays installed as `typescript`: dependency-cruiser, Panda and Module
// Federation call its JavaScript API, which TypeScript 7 does not have. TypeScript 7 is the
// root's `typescript-7` and is reached here by its path, so no one gets it by accident.
// The styled-system folders it checks come from `panda codegen`, run by `pnpm install`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules/typescript-7/bin/tsc');

/** The workspace's packages that have a typecheck script, from pnpm-workspace.yaml's list. */
function workspacePackages() {
  const listed = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s+-\s+['"]?([^'"#\s]+)/.exec(line)?.[1])
    .filter(Boolean)
    // `mfe-*`: every folder of the root whose name starts so
    .flatMap((entry) =>
      entry.endsWith('*')
        ? readdirSync(root)
            .filter((name) => name.startsWith(entry.slice(0, -1)))
            .sort()
        : [entry],
    );
  return listed.filter((dir) => {
    const manifest = join(root, dir, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck;
  });
}

function check(dir) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', join(root, dir, 'tsconfig.json')], {
      cwd: join(root, dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => {
      const took = ((Date.now() - started) / 1000).toFixed(1);
      // One block per package, printed whole, so two packages' errors never interleave.
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${dir} (${took} s)${out ? `\n${out.trimEnd()}` : ''}`);
      done(code === 0);
    });
  });
}

const asked = process.argv.slice(2).map((dir) => relative(root, resolve(dir)) || '.');
const queue = asked.length ? asked : workspacePackages();
let failed = 0;
const worker = async () => {
  for (let dir = queue.shift(); dir; dir = queue.shift()) if (!(await check(dir))) failed++;
};
await Promise.all(Array.from({ length: 2 }, worker));
if (failed) {
  console.error(`typecheck: ${failed} package(s) failed`);
  process.exit(1);
}
