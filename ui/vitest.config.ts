import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, and
    // this suite took 85 s instead of 50. Its workers wait on jsdom and imports as much as on the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
