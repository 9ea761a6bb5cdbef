import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, and
    // this suite took 85 s instead of 50. Its workers wait on jsdom and imports as much as on the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // A 2-core CI machine running jsdom dialogs takes 3-5 s for a journey that takes 1 s here;
    // the assertions are the same, they only get longer to finish.
    testTimeout: 15_000,
  },
});
