import { defineConfig } from '@rsbuild/core';
import { defineServerConfig } from '../scripts/lib/server-build.mjs';

// dist/server/render.js: the first screen of its pages as html, asked for by the shell's server entry (issue 9, decision 0030).
export default defineConfig(() => defineServerConfig({ dir: import.meta.dirname }));
