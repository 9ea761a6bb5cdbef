import '@testing-library/jest-dom/vitest';
import { preloadUiParts } from '@app/ui';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// @app/ui's Ark parts (Dialog, Menu, Select...) are async chunks: load them once so they
// render on the first render, as before.
beforeAll(async () => {
  await preloadUiParts();
});
