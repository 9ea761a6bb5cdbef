import { defineConfig } from '@rsbuild/core';
import { defineServerConfig } from '../scripts/lib/server-build.mjs';

// dist/server/render.js: the frame of a guest page as html, rendered by the api (issue 9).
export default defineConfig(() => defineServerConfig({ dir: import.meta.dirname }));
