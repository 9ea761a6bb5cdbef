import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/pglite-template.ts'],
    // Each file builds its own in-memory database; PGlite start-up and argon2 are CPU bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // One module graph per worker, not per file: importing the app's modules again for each of the
    // 140 files was 360 s of the suite's 590 (CI, PGlite). Every file builds its own app and
    // database, and no test mocks a module, so nothing a file keeps leaks into the next.
    isolate: false,
  },
});
