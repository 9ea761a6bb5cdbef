// Root-level tests: the release and size scripts under scripts/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['scripts/**/*.test.mjs'], environment: 'node' },
});
