#!/usr/bin/env node
// A package's `pnpm typecheck`: its tsconfig.json checked by TypeScript 7, the native compiler
// (decision 0063). The root's `pnpm typecheck` runs every package's, two at a time (pnpm's
// --workspace-concurrency; the compiler is multi-threaded itself, more did not help on 2 cores).
//
// TypeScript 5.9 stays installed as `typescript`: dependency-cruiser, Panda and Module
// Federation call its JavaScript API, which TypeScript 7 does not have. TypeScript 7 is the
// root's `typescript-7` and is reached here by its path, so no one gets it by accident.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../node_modules/typescript-7/bin/tsc', import.meta.url));
const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { stdio: 'inherit' });
process.exit(status ?? 1);
