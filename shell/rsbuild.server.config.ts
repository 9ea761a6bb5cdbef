import { defineConfig } from '@rsbuild/core';
import { defineServerConfig } from '../scripts/lib/server-build.mjs';

// dist/server/first-screen.js: the shell's first screen, which the api mounts (decision 0030).
export default defineConfig(() =>
  defineServerConfig({ dir: import.meta.dirname, entry: { 'first-screen': './src/server/first-screen.ts' } }),
);
