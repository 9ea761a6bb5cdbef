// `@app/dev-kit/dev-harness`: the stand-alone dev page of every remote (src/dev).
// Not re-exported from the root entry, so it never enters the shared bundle or a release.
export { bootstrapHarness } from './bootstrap';
export { DevHarness, type DevHarnessProps } from './dev-harness';
export { type ExposedLoader, type HarnessPage, type HarnessRoute, harnessRoutes } from './routes';
