// Where the server under test lives. playwright.config.ts runs in the runner and again in each
// worker: values chosen here are written back to process.env so that every process agrees.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function once(name: string, make: () => string): string {
  const value = process.env[name] || make();
  process.env[name] = value;
  return value;
}

/** scripts/test-all.mjs passes fresh temp dirs; alone, the suite makes its own. */
export const deployRoot = once('E2E_DEPLOY_ROOT', () => mkdtempSync(join(tmpdir(), 'e2e-deploy-')));
export const dataDir = once('E2E_DATA_DIR', () => mkdtempSync(join(tmpdir(), 'e2e-data-')));
export const port = Number(once('E2E_PORT', () => '18080'));
/**
 * E2E_BASE_URL: a server already running elsewhere (the cluster test's nginx in front of several
 * api instances), which Playwright then does not start. Its database is DATABASE_URL's: the
 * staff set-up of support/prepare.ts writes there, and the server brought its own demo data.
 */
export const externalServer = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || null;
export const baseURL = externalServer ?? `http://127.0.0.1:${port}`;
/** Tells apart the staff accounts of two runs that share a data dir. */
export const runId = once('E2E_RUN_ID', () => Date.now().toString(36));
