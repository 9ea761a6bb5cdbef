// `pnpm test`: lint, typecheck and every test of the tree, in order, with one closing line `N passed, N failed`.
// Unit suites run per package with Vitest; the api suite runs once more against a real PostgreSQL
// server; then the production build, the size budget and the browser tests against `pnpm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from './lib/postgres.mjs';
import { REMOTES } from './lib/remotes.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const root = new URL('..', import.meta.url).pathname;
const errorsReporter = join(root, 'scripts/lib/vitest-errors-reporter.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'app-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
let lastRun = 0;

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  lastRun = Date.now() - t0;
  return res.status === 0;
}

function record(label, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  // Each line names its time too: what makes the run slow is read from the summary.
  const took = `${Math.round(lastRun / 1000)} s`;
  summary.push(
    `${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${took})`,
  );
}

/** An error's first non-empty line, without colours: enough to tell one failure from another. */
function firstLine(text = '') {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 300);
}

function vitestSuite(label, filterArgs, env = {}) {
  const out = join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const errorsFile = `${out}.errors`;
  const ok = run(
    'pnpm',
    [
      ...filterArgs,
      '--reporter=default',
      '--reporter=json',
      `--reporter=${errorsReporter}`,
      `--outputFile.json=${out}`,
      '--passWithNoTests',
    ],
    { ...env, VITEST_ERRORS_FILE: errorsFile },
  );
  if (!existsSync(out)) return record(label, 0, 1);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // A suite that crashed outside a test (a broken import, say) counts as one failure.
  const failed = r.numFailedTests + (!ok && r.numFailedTests === 0 ? 1 : 0);
  record(label, r.numPassedTests, failed, r.numPendingTests + (r.numTodoTests ?? 0));
  // Name the failures in the closing summary too: a CI log is often read from its tail only.
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      summary.push(`  failed: ${t.fullName} (${file.name.replace(root, '')})`);
      // and why, in a line: a flake seen once is found from its message alone
      const why = firstLine(t.failureMessages?.[0]);
      if (why) summary.push(`    ${why}`);
    }
  }
  if (!existsSync(errorsFile)) return;
  for (const error of JSON.parse(readFileSync(errorsFile, 'utf8'))) {
    summary.push(`  error outside a test: ${firstLine(error.replace(root, ''))}`);
  }
}

/** The closing summary's lines for each browser test that failed (and flaked), with its first error line. */
function* e2eFailures(suites) {
  for (const suite of suites) {
    yield* e2eFailures(suite.suites ?? []);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const label = test.status === 'flaky' ? 'flaky' : 'failed';
        yield `  ${label}: [${test.projectName}] ${spec.title} (${spec.file}:${spec.line})`;
        const why = firstLine(test.results?.find((r) => r.error)?.error?.message);
        if (why) yield `    ${why}`;
      }
    }
  }
}

function step(label, cmd, args, env) {
  const ok = run(cmd, args, env);
  record(label, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

// A fresh machine has only Node and npm: the browser and the database server come first.
for (const name of ensureSystemPackages()) record(`${name} missing`, 0, 1);

// The rules the compiler and the linter hold (the router import ban, the widget props map's
// @ts-expect-error cases) fail the run like a test does.
step('lint', 'pnpm', ['lint']);
step('typecheck', 'pnpm', ['typecheck']);

const packages = ['@app/shared-contracts', '@app/dev-kit', '@app/router', '@app/ui', 'shell', ...REMOTES];
// Vitest leaves one core idle by default (workers = cores - 1): on a 2-core CI machine the jsdom
// suites ran on one core, half the machine. Every core works here; the main process only reports.
const workers = `--maxWorkers=${Math.max(2, availableParallelism())}`;
for (const pkg of packages) vitestSuite(pkg, ['--filter', pkg, 'run', 'test', workers]);
vitestSuite('scripts', ['exec', 'vitest', 'run', '--root', root, '--config', 'vitest.config.mjs']);
vitestSuite('api (PGlite)', ['--filter', '@app/api', 'run', 'test']);

const pg = await startPostgres().catch((err) => {
  console.error(`PostgreSQL could not start: ${err.message}`);
  return null;
});
if (pg) {
  try {
    vitestSuite('api (PostgreSQL)', ['--filter', '@app/api', 'run', 'test'], { TEST_DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
} else if (process.env.CI) {
  record('api (PostgreSQL): server missing', 0, 1);
}

if (step('production build', 'pnpm', ['build'])) {
  const deployRoot = join(tmp, 'deploy');
  step('size budget', 'pnpm', ['size']);
  const e2eJson = join(tmp, 'e2e.json');
  const ok = run('pnpm', ['--filter', '@app/e2e', 'test'], {
    E2E_DEPLOY_ROOT: deployRoot,
    E2E_DATA_DIR: join(tmp, 'data'),
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  if (existsSync(e2eJson)) {
    const report = JSON.parse(readFileSync(e2eJson, 'utf8'));
    const s = report.stats;
    record('e2e', s.expected + s.flaky, s.unexpected + (!ok && s.unexpected === 0 ? 1 : 0), s.skipped);
    for (const line of e2eFailures(report.suites ?? [])) summary.push(line);
  } else {
    record('e2e', 0, 1);
  }
}

rmSync(tmp, { recursive: true, force: true });
console.log(`\n${summary.join('\n')}\nwhole run: ${seconds(started)}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 ? 0 : 1);
