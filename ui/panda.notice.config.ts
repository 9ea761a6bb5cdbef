import { defineConfig } from '@pandacss/dev';
import base from './panda.config';

// The CSS of the `@app/ui/notice` subpath alone (`pnpm codegen` writes styled-system/notice.css):
// only the remotes that import it load it, and ui.css stays the size the start-up budget counts.
export default defineConfig({
  ...base,
  include: ['./src/notice/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
});
