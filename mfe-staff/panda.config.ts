import { uiPreset } from '@app/ui/preset';
import { defineConfig } from '@pandacss/dev';

export default defineConfig({
  presets: ['@pandacss/preset-base', uiPreset],
  // Only the shell emits the reset; every remote prefixes its classes and variables.
  preflight: false,
  prefix: 'stf',
  include: ['./src/**/*.{ts,tsx}'],
  // Tests are not shipped: a style written in a test must not reach the remote's CSS.
  exclude: ['./src/**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  outdir: 'styled-system',
});
