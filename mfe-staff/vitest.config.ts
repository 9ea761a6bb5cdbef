import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // A 2-core CI machine running jsdom dialogs takes 3-5 s for a journey that takes 1 s here;
    // the assertions are the same, they only get longer to finish.
    testTimeout: 15_000,
  },
});
