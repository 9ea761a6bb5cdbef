import { defineConfig } from '@pandacss/dev';
import base from './panda.config';

// The CSS of the `@app/ui/staff` subpath alone (`pnpm codegen` writes styled-system/staff.css):
// only the staff side loads it. The recipes stay in ui.css (already on the page), hence no
// staticCss here.
export default defineConfig({
  ...base,
  include: ['./src/staff/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  staticCss: undefined,
});
