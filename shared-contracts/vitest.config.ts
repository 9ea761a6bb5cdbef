import { defineConfig } from 'vitest/config';

// Node by default; DOM-dependent tests opt in with a `// @vitest-environment jsdom` docblock.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
});
