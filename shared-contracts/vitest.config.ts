import { defineConfig } from 'vitest/config';

// Node by default; DOM-dependent tests opt in with a `// @vitest-environment jsdom` docblock.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // A cold jsdom import of the Ark parts takes seconds on a loaded CI machine; the default 5 s is too tight.
    testTimeout: 15_000,
    // One module graph per worker: the suite's tests reset the runtime stores they touch.
    isolate: false,
  },
});
