import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A cold jsdom import of the Ark parts takes seconds on a loaded CI machine; the default 5 s is too tight.
    testTimeout: 15_000,
    // One jsdom and one module graph per worker, not per file: set-up was 33 of the suite's 53 s.
    // Testing Library unmounts after each test; the parts keep no module state of their own.
    isolate: false,
  },
});
