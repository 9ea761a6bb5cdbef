import { startEarlyAppData } from './lib/early-app-data';
import { yieldToMain } from './lib/yield-to-main';

// App data is fetched while the code below loads (issue 9).
startEarlyAppData();

/**
 * The heaviest shared modules, evaluated one per task before the bootstrap needs them (their
 * files are already preloaded by the html), so no single start-up task blocks the page for long.
 */
const HEAVY_SHARED = [
  () => import('react-dom/client'),
  () => import('@tanstack/query-core'),
  () => import('@app/router'),
  () => import('@app/shared-contracts'),
  () => import('@app/ui'),
];

// Async boundary: Module Federation negotiates the shared singletons before any of them loads.
async function boot(): Promise<void> {
  for (const load of HEAVY_SHARED) {
    await load();
    await yieldToMain();
  }
  await import('./bootstrap');
}

void boot();
