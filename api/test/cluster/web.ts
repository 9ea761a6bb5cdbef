import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../src/config';

/**
 * The browser step of `pnpm test:cluster`: the production build (`pnpm build`) served by nginx,
 * and the e2e journeys of the catalogue and the wallet run against it with Playwright.
 */
export const E2E_SPECS = (
  process.env.CLUSTER_E2E ??
  'catalogue.spec.ts wallet-money.spec.ts wallet-gateways.spec.ts security-headers.spec.ts'
)
  .split(/[\s,]+/)
  .filter(Boolean);

const REMOTES = Object.keys(
  JSON.parse(readFileSync(join(repoRoot, 'shared-contracts/src/contracts/routes/remotes.json'), 'utf8'))
    .remotes,
);

/**
 * A copy of the shell build (others may rebuild shell/dist meanwhile) and every remote released
 * into `<cdnDir>/remotes` as `pnpm mfe release-all` does for a CDN.
 */
export function prepareSite(): { shellDir: string; cdnDir: string; stop: () => void } {
  const missing = ['shell', ...REMOTES].filter(
    (p) => !existsSync(join(repoRoot, p, 'dist', p === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (missing.length) throw new Error(`no build of ${missing.join(', ')}: run pnpm build first`);
  const dir = mkdtempSync(join(tmpdir(), 'cluster-web-'));
  const shellDir = join(dir, 'shell');
  const cdnDir = join(dir, 'cdn');
  cpSync(join(repoRoot, 'shell', 'dist'), shellDir, { recursive: true });
  const res = spawnSync(process.execPath, [join(repoRoot, 'scripts/mfe.mjs'), 'release-all'], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_ROOT: join(cdnDir, 'remotes'), SHELL_DIST: shellDir },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`pnpm mfe release-all failed:\n${res.stdout}\n${res.stderr}`);
  return { shellDir, cdnDir, stop: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface E2eResult {
  title: string;
  ok: boolean;
}

interface Suite {
  title: string;
  suites?: Suite[];
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
}

/** Every test of the Playwright JSON report: passed (or passed on its retry) or not. */
function resultsOf(suite: Suite, path: string[] = []): E2eResult[] {
  const here = suite.title ? [...path, suite.title] : path;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((t) => ({
      title: `[${t.projectName}] ${[...here, spec.title].join(' › ')}`,
      ok: t.status === 'expected' || t.status === 'flaky',
    })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((s) => resultsOf(s, here))];
}

/**
 * Playwright against `baseUrl` (E2E_BASE_URL: it starts no server of its own); its staff set-up
 * (`pnpm ops`) writes to the cluster's database through `env` (DATABASE_URL, APP_SECRET).
 */
export async function runE2e(
  baseUrl: string,
  env: Record<string, string>,
): Promise<{ results: E2eResult[]; seconds: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'cluster-e2e-'));
  const report = join(dir, 'report.json');
  mkdirSync(join(dir, 'data'));
  const started = Date.now();
  const child = spawn(
    'pnpm',
    ['exec', 'playwright', 'test', ...E2E_SPECS.map((s) => `tests/${s}`), '--output', join(dir, 'out')],
    {
      cwd: join(repoRoot, 'e2e'),
      env: {
        ...process.env,
        ...env,
        E2E_BASE_URL: baseUrl,
        E2E_DATA_DIR: join(dir, 'data'),
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const code = await new Promise<number | null>((ok) => child.on('exit', ok));
  const seconds = (Date.now() - started) / 1000;
  try {
    const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] };
    const results = resultsOf({ title: '', suites });
    if (!results.length)
      return { results: [{ title: `playwright exited with ${code}`, ok: false }], seconds };
    return { results, seconds };
  } catch {
    return { results: [{ title: `playwright exited with ${code}, no report`, ok: false }], seconds };
  } finally {
    // Kept when something failed: traces and screenshots of the failed tests are in <dir>/out.
    if (code === 0) rmSync(dir, { recursive: true, force: true });
    else console.log(`  playwright output kept in ${dir}`);
  }
}
