import { keepModal, serverCopy } from './features/overlays/lib/server-copy';
import { afterFirstPaint, paintsBeforeCode, preloadStartFiles } from './features/startup/first-screen-paint';
import { startEarlyRequests } from './lib/early-requests';
import { yieldToMain } from './lib/yield-to-main';

/**
 * Start-up in short steps, one per task (issue 9: no long task on a slow phone): the heaviest
 * shared modules are evaluated one by one before the bootstrap needs them (the html's `Link`
 * header has preloaded their files). The session's requests (the token check) and the first
 * route's remote page start as soon as the contracts can be read, before React's DOM renderer
 * and the design system are evaluated: on a signed-in page they are the longest chain.
 */
const START_UP_STEPS = [
  () => import('@tanstack/query-core'),
  () => import('@app/shared-contracts'),
  () =>
    Promise.all([
      import('./features/startup/preload-first-page'),
      import('./features/startup/run-startup'),
    ]).then(([first, startup]) => {
      first.preloadFirstPage();
      void startup.startupOnce().catch(() => undefined);
    }),
  () => import('react-dom/client'),
  () => import('@app/router'),
  () => import('@app/ui'),
  // The app's own modules, evaluated apart from the bootstrap that renders them.
  () => import('./app'),
];

// Async boundary: Module Federation negotiates the shared singletons before any of them loads.
async function boot(): Promise<void> {
  // A first screen or an announcement the server rendered is painted before the app's code is
  // even asked for.
  const painted = afterFirstPaint();
  // The announcement that came with the html is modal in it; Escape and its closing work at once.
  const announcement = serverCopy();
  if (announcement) keepModal(announcement);
  if (paintsBeforeCode()) {
    await painted;
    await preloadStartFiles();
  }
  // App data and the registry are fetched while the code below loads (issue 9).
  startEarlyRequests();
  // Module Federation's first shared import (the first step) is a task of its own.
  await yieldToMain();
  for (const step of START_UP_STEPS) {
    await step();
    await yieldToMain();
  }
  await import('./bootstrap');
}

void boot();
