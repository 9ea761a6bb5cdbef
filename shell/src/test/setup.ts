import '@testing-library/jest-dom/vitest';
import { preloadUiParts } from '@app/ui';
// Short library timers run before jsdom is torn down (see the file).
import '@app/ui/testing/settle-timers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Ark moves focus and unmounts after animation frames, which a loaded CI machine delays past the
// 1 s default; the assertions are the same, they only wait longer.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// @app/ui's Ark parts (Dialog, Menu, Select...) are async chunks: load them once so they
// render on the first render, as before.
beforeAll(async () => {
  await preloadUiParts();
});
