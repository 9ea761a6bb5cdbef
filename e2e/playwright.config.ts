import { defineConfig, devices } from '@playwright/test';
import { baseURL, dataDir, deployRoot, externalServer, port, runId } from './support/env';
import { PROJECTS, prepareData } from './support/prepare';

const PHONE_SPECS =
  /(?:^|[\\/])(a11y|auth-flow|catalogue|community|exams|learning|phone-pages|rtl-layout|shell-guest|staff-a11y|staff-desk|staff-frame|staff-students|visual|wallet-money)\.spec\.ts$/;
// Specs that change what every page loads or what every student sees: a release, canary or rollback
// of a remote in the deploy root's registry (the pages of the other tests would load the other
// version, and a canary counts their loads in its error rate), the general announcement (it would
// cover the other tests' pages), a newly published course (the catalogue's counts). They run in
// the global-state project: after the other two, one at a time, nothing else running.
const GLOBAL_STATE_SPECS =
  /(?:^|[\\/])(release-canary|release-rollback|release-staff|staff-admin|staff-catalogue)\.spec\.ts$/;
// Seed and staff commands need the embedded database to themselves: run them in the runner
// process (not in workers) before the web server starts. Idempotent per data dir.
if (!process.env.TEST_WORKER_INDEX) prepareData(dataDir, runId, PROJECTS, { seed: !externalServer });

const chromium = {
  // Debian's Chromium: the suite never downloads a browser.
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // After the web server is up: the staff set-up that goes through its staff api.
  globalSetup: './support/global-setup.ts',
  // Two workers: most of a test's time is waiting (for the server, a transition, a download), so two
  // browsers share the CI machine's two cores with the server (decision 0061). Each test registers
  // its own student or uses its own share of the fixtures; a spec's tests stay in one worker, in order.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test-all.mjs reads the JSON report from PLAYWRIGHT_JSON_OUTPUT_NAME; alone, it goes to a file.
  reporter: [
    ['list'],
    ['json', process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? {} : { outputFile: 'test-results/report.json' }],
  ],
  outputDir: './test-results',
  use: {
    baseURL,
    locale: 'ar-EG',
    // Recording a trace (a DOM snapshot per action, a screencast) took more CPU than the tests
    // themselves: in CI only a retry records one, so a failure still leaves its trace (decision 0061).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Phone first: the narrowest layout the spec targets (360 px), then desktop (medium and up).
    {
      name: 'phone-360',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true },
      // The staff side is desktop-first: at 360 px its frame and axe on every page run here, its
      // desk journeys on desktop. The phone runs the specs about what a 360 px screen changes (layout, menus, dialogs, forms,
      // axe); the plumbing specs (headers, federation, releases, server markup) are the same on
      // both widths and run once, on desktop: the suite was the largest part of the CI time.
      testMatch: PHONE_SPECS,
    },
    {
      name: 'desktop-1280',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // A phone's checks (phone-pages: the 360 px layout, the text of every page) run on the phone only.
      testIgnore: [/phone-pages/, GLOBAL_STATE_SPECS],
    },
    {
      // At 1280 px, once both projects above are over (`dependencies`), with one worker: nothing runs
      // beside a release or a changed announcement. If a test above failed, these are not run
      // (Playwright skips a project whose dependencies failed). Alone: `--project=global-state --no-deps`.
      name: 'global-state',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: GLOBAL_STATE_SPECS,
      dependencies: ['phone-360', 'desktop-1280'],
      workers: 1,
    },
  ],
  // E2E_BASE_URL: the server runs already (api/test/cluster: nginx in front of the instances).
  webServer: externalServer
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        url: `${baseURL}/v1/app`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DEPLOY_ROOT: deployRoot,
          // Every test registers its own user from 127.0.0.1: the per-IP limits of the auth calls
          // (5 registrations a minute) would otherwise throttle the suite, not the behaviour under test.
          RATE_LIMITS: '0',
          LOG_LEVEL: 'warn',
          // Optional: serve a copy of the shell build (while others rebuild shell/dist in a shared tree).
          ...(process.env.E2E_SHELL_DIST ? { SHELL_DIST: process.env.E2E_SHELL_DIST } : {}),
        },
      },
});
