import { startEarlyAppData } from './lib/early-app-data';
import { yieldToMain } from './lib/yield-to-main';

// App data is fetched while the code below loads (issue 9).
startEarlyAppData();

/**
 * Async boundary: Module Federation negotiates the shared singletons before any of them loads.
 * The heaviest shared modules are evaluated one per task before the bootstrap needs them (their
 * files are already preloaded by the html), so no single start-up task blocks the page for long.
 */
async function boot(): Promise<void> {
  await import('react-dom/client');
  await yieldToMain();
  await import('@tanstack/query-core');
  await yieldToMain();
  await import('@app/router');
  await yieldToMain();
  await import('@app/shared-contracts');
  await yieldToMain();
  await import('@app/ui');
  await yieldToMain();
  await import('./bootstrap');
}

void boot();
