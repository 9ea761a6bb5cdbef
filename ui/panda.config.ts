import { defineConfig } from '@pandacss/dev';
import { uiPreset } from './src/preset/index';

// ui styles its own components with its own prefix and ships the generated CSS
// (styled-system/ui.css, imported once by src/index.ts). Only the shell emits the reset.
export default defineConfig({
  presets: ['@pandacss/preset-base', uiPreset],
  prefix: 'ui',
  preflight: false,
  include: ['./src/**/*.{ts,tsx}'],
  // src/notice and src/staff have their own CSS files (panda.notice.config.ts,
  // panda.staff.config.ts), out of the start-up path.
  exclude: [
    './src/**/*.test.{ts,tsx}',
    './src/test/**',
    './src/preset/**',
    './src/notice/**',
    './src/staff/**',
  ],
  // Every variant of every component recipe (the preset emits only the shared ones elsewhere):
  // components pass their props to the recipes, which extraction cannot read.
  staticCss: { recipes: '*' },
  outdir: 'styled-system',
  jsxFramework: 'react',
});
