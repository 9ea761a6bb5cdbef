import { uiPreset } from '@app/ui/preset';
import { defineConfig } from '@pandacss/dev';

// The shell is the only package that emits the CSS reset (preflight); every
// remote and ui use preflight: false with their own prefix.
export default defineConfig({
  presets: ['@pandacss/preset-base', uiPreset],
  prefix: 'sh',
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/test/**'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // The preset's globalCss sets font and colours; the shell adds only what a host page needs.
  globalCss: {
    body: { overflowX: 'hidden', minHeight: '100dvh' },
  },
});
