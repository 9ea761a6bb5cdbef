// Issue 16: a canary of one remote reaches its share of browsers, each keeping its version; a
// canary that throws on render shows the fallback to its bucket only, its error rate shows in
// `pnpm mfe status`, and the api's automatic rollback returns every browser to the stable version.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseURL, deployRoot, repoRoot } from '../support/env';
import { expect, test } from '../support/fixtures';
import { mfe } from '../support/mfe';
import { text, waitForApp } from '../support/ui';

const REMOTE = 'mfe-community';
const PAGE = '/help';
const ANNOUNCEMENT_KEY = 'shell.dismissed-announcement';

// canary, promote, rollback and status tell the running api (its registry cache, the load counts)
const mfeWithApi = (args: string[]) => mfe(args, { MFE_API_URL: baseURL });
const registry = () => JSON.parse(readFileSync(join(deployRoot, 'mfe-registry.json'), 'utf8'));
const unique = (name: string) => `1.0.${Date.now() % 100000}-${name}`;

/** A fresh browser (own storage, so its own bucket), the announcement dismissed like the fixtures do. */
async function freshContext(browser: Browser, announcement: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ar-EG' });
  if (announcement) {
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [ANNOUNCEMENT_KEY, announcement],
    );
  }
  return context;
}

/** Opens the page; returns the version the shell chose and the versions whose scripts loaded. */
async function visit(page: Page) {
  const scripts = new Set<string>();
  const onRequest = (req: { url: () => string; resourceType: () => string }) => {
    const m = new URL(req.url()).pathname.match(/^\/remotes\/([^/]+)\/([^/]+)\//);
    if (m && m[1] === REMOTE && req.resourceType() === 'script') scripts.add(m[2] as string);
  };
  page.on('request', onRequest);
  await page.goto(PAGE);
  await waitForApp(page);
  // The shell's spinner can be gone before the remote's chunk is requested; wait for the remote's
  // own page (or its fallback) so its scripts are all counted.
  const rendered = page.getByRole('form', { name: 'تذكرة دعم جديدة' });
  await expect(rendered.or(page.getByRole('main').getByText(text.remoteFailed))).toBeVisible();
  const chosen = (await page.locator('html').getAttribute(`data-${REMOTE}`)) ?? '';
  page.off('request', onRequest);
  return { chosen, scripts: [...scripts] };
}

let announcement = '';
test.beforeAll(async ({ request }) => {
  const app = await (await request.get('/v1/app')).json();
  announcement = String(app.general_announcement ?? '').trim();
});
// Whatever happens in a test, the next one (and release-rollback) starts without a canary.
test.afterEach(() => {
  if (registry().remotes[REMOTE]?.canary) mfeWithApi(['rollback', REMOTE]);
});

test('a canary at 50 % reaches about half of 40 browsers, each keeping its version', async ({ browser }) => {
  test.setTimeout(300_000);
  const stable = registry().remotes[REMOTE].version as string;
  const version = unique('canary');
  expect(mfeWithApi(['release', REMOTE, version, '--canary', '50'])).toContain('as a canary for 50 %');

  let canaries = 0;
  for (let i = 0; i < 40; i++) {
    const context = await freshContext(browser, announcement);
    const page = await context.newPage();
    const first = await visit(page);
    const isCanary = first.chosen === `${version} canary`;
    if (isCanary) canaries += 1;
    else expect(first.chosen).toBe(stable);
    // One version of the remote per page load, the one shown on <html>.
    expect(first.scripts).toEqual([isCanary ? version : stable]);
    await expect(page.getByRole('main').getByText(text.remoteFailed)).toHaveCount(0);
    const again = await visit(page); // a new page load of the same browser
    expect(again.chosen).toBe(first.chosen);
    await context.close();
  }
  test.info().annotations.push({ type: 'canary browsers', description: `${canaries} of 40` });
  // Binomial(40, 0.5): 10..30 holds with probability > 0.999.
  expect(canaries).toBeGreaterThanOrEqual(10);
  expect(canaries).toBeLessThanOrEqual(30);

  expect(mfeWithApi(['promote', REMOTE])).toContain(`${stable} -> ${version}`);
  expect(registry().remotes[REMOTE].version).toBe(version);
});

/** A copy of the remote's build whose help page throws while rendering. */
function throwingBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-throwing-'));
  cpSync(join(repoRoot, REMOTE, 'dist'), dir, { recursive: true });
  const entry = join(dir, 'remoteEntry.js');
  const source = readFileSync(entry, 'utf8');
  const patched = source.replace(
    /("\.\/pages\/help":\(\)=>Promise\.all\(\[[^\]]*\]\)\.then\(\(\)=>\(\)=>)[\w$]+\("[^"]+"\)/,
    '$1({default:function(){throw new Error("e2e: this canary throws on render")}})',
  );
  expect(patched).not.toBe(source);
  writeFileSync(entry, patched);
  return dir;
}

test('a canary that throws shows the fallback to its bucket only and is rolled back automatically', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stable = registry().remotes[REMOTE].version as string;
  const version = unique('throws');
  mfeWithApi([
    'release',
    REMOTE,
    version,
    '--canary',
    '50',
    '--auto-rollback',
    '0.5',
    '--min-loads',
    '6',
    // Every test browser is on 127.0.0.1: one network, so one failing client is enough here.
    '--min-clients',
    '1',
    '--dist',
    throwingBuild(),
  ]);

  let canaryContext: BrowserContext | null = null;
  let statusChecked = false;
  for (let i = 0; i < 40 && registry().remotes[REMOTE]?.canary; i++) {
    const context = await freshContext(browser, announcement);
    const page = await context.newPage();
    const { chosen } = await visit(page);
    const fallback = page.getByRole('main').getByText(text.remoteFailed);
    if (chosen === `${version} canary`) {
      await expect(fallback).toBeVisible();
      // The page going away sends the batch (sendBeacon on pagehide).
      await page.goto('about:blank');
      if (!canaryContext) canaryContext = context;
      else await context.close();
      if (!statusChecked) {
        await expect
          .poll(() => mfeWithApi(['status']), { timeout: 15_000 })
          .toMatch(
            new RegExp(
              `${REMOTE}\\s+${version.replace(/\./g, '\\.')}\\s+50 % canary\\s+\\d+\\s+\\d+\\s+100\\.0 %`,
            ),
          );
        statusChecked = true;
      }
    } else {
      expect(chosen).toBe(stable);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(fallback).toHaveCount(0);
      await context.close();
    }
  }
  await expect.poll(() => registry().remotes[REMOTE]?.canary ?? null, { timeout: 15_000 }).toBeNull();
  expect(registry().remotes[REMOTE].lastRollback).toMatchObject({ version });
  expect(mfeWithApi(['status'])).toContain(`${version}: canary rolled back at`);

  // A browser of the canary's bucket gets the stable version at its next load.
  expect(canaryContext).not.toBeNull();
  const page = await (canaryContext as BrowserContext).newPage();
  const after = await visit(page);
  expect(after.chosen).toBe(stable);
  expect(after.scripts).toEqual([stable]);
  await expect(page.getByRole('main').getByText(text.remoteFailed)).toHaveCount(0);
  await (canaryContext as BrowserContext).close();
});
