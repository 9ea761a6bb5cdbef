#!/usr/bin/env node
// `pnpm bench:web` (issues 9, 35): every page a student opens and every staff page of the demo
// admin (scripts/lib/bench-web-pages.mjs) on the production build that `pnpm start` serves (on a
// free port, or BENCH_PORT, with a fresh demo database and deploy root). Without BENCH_LIGHTHOUSE=1
// each page is opened once and timed (scripts/lib/bench-web-quick.mjs). With it: Lighthouse,
// mobile with its default simulated throttling, median of BENCH_RUNS (3) runs per page, printed per
// page, written to docs/performance.md, exit 1 when a page misses a threshold of size-budgets.json
// (staff pages: performance 0.9, issue 35). A benchmark, not part of `pnpm test` (slow and noisy).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstCourseId, SESSION_COOKIE, signIn, startServer, TOKEN_KEY } from './lib/bench-server.mjs';
import { benchPages, DEMO_ADMIN } from './lib/bench-web-pages.mjs';
import { openOnce, printQuick } from './lib/bench-web-quick.mjs';
import { federationOverhead } from './lib/no-mf-welcome.mjs';
import { measure } from './size.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE === '1';
// Staff pages have no entry in size-budgets.json: the issue's floor (issue 35).
const STAFF_BUDGET = { performance: 0.9 };
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The phone wrapper announces itself by a user-agent suffix (docs/wrapper-platform.md §1).
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
// iOS: the Android app starts at /login, the iOS one on the welcome page (with its dialog).
const WRAPPER_UA = `${MOBILE_UA} AppPlatform/ios AppVersion/1.3.0`;

// puppeteer-core comes with lighthouse (same version it drives): used to sign in and clear the cache.
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

/**
 * Bytes (as sent: brotli) of the requests that ended before the page's own first render, taken as
 * its largest contentful paint: the html paints a start-up overlay before any script, so the
 * first contentful paint no longer marks the page (on the welcome page the largest paint is its
 * header, drawn with the page's first render).
 */
function bytesBeforeFirstRender(lhr) {
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  // Simulated timings differ from the observed ones: the observed paint against observed request ends.
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? lcp;
  return items
    .filter((r) => (r.networkEndTime ?? Infinity) <= observed)
    .reduce((s, r) => s + (r.transferSize ?? 0), 0);
}

async function runOnce(page, url, { token, userAgent }) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Storage is kept for the signed-in pages (the token); the cache was cleared just above.
    disableStorageReset: !!token,
    ...(userAgent ? { emulatedUserAgent: userAgent } : {}),
  };
  const result = await lighthouse(url, flags, undefined, page);
  const lhr = result.lhr;
  // BENCH_SAVE=<dir>: keeps each report (the layout-shift and network details behind a figure).
  if (process.env.BENCH_SAVE) {
    const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_SAVE, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  return {
    performance: lhr.categories.performance.score,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    bytes: a['total-byte-weight'].numericValue,
    firstRenderBytes: bytesBeforeFirstRender(lhr),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => Math.max(...xs) - Math.min(...xs);

function summarize(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    const xs = runs.map((r) => r[key]);
    out[key] = { median: median(xs), spread: spread(xs), runs: xs };
  }
  return out;
}

/** The thresholds a page misses (size-budgets.json "web"). */
function misses(page, s, budgets) {
  const t = budgets.web[page.kind] ?? STAFF_BUDGET;
  const out = [];
  if (t.performance !== undefined && s.performance.median < t.performance) out.push('performance');
  if (t.lcpMs !== undefined && s.lcp.median > t.lcpMs) out.push('LCP');
  if (t.tbtMs !== undefined && s.tbt.median > t.tbtMs) out.push('TBT');
  if (t.cls !== undefined && s.cls.median > t.cls) out.push('CLS');
  if (page.firstRender && s.firstRenderBytes.median > budgets.web.welcomeFirstRenderBrKb * 1000)
    out.push('bytes before first render');
  return out;
}

const ms = (v) => `${(v / 1000).toFixed(2)} s`;
const kb = (v) => `${(v / 1000).toFixed(1)} kB`;

function report(results, sizes, overhead, budgets) {
  const lines = [
    '# Performance',
    '',
    'Written by `pnpm bench:web` (scripts/bench-web.mjs): Lighthouse (mobile, default simulated',
    `throttling) in Debian's Chromium against \`pnpm start\`, ${RUNS} run${RUNS === 1 ? '' : 's'} per page, median and spread`,
    '(max - min). Thresholds: `size-budgets.json` ("web"). Figures depend on the machine and its load.',
    '',
    `Run: ${new Date().toISOString()}, ${process.env.BENCH_NOTE ?? 'this machine'}, load average ${loadavg()[0].toFixed(1)} at`,
    'the end (TBT and LCP are CPU-bound under the simulated 4x slowdown and grow with load; bytes and',
    'CLS do not).',
    '',
    '| page | performance | LCP | TBT | CLS | bytes transferred | before first render (LCP) | misses |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, s, missed } of results) {
    if (!s) {
      lines.push(`| ${page.name} | – | – | – | – | – | – | ${missed.join(', ')} |`);
      continue;
    }
    const cell = (v, f) => `${f(v.median)} (±${f(v.spread)})`;
    lines.push(
      `| ${page.name} | ${cell(s.performance, (v) => (v * 100).toFixed(0))} | ${cell(s.lcp, ms)} | ${cell(
        s.tbt,
        (v) => `${v.toFixed(0)} ms`,
      )} | ${cell(s.cls, (v) => v.toFixed(3))} | ${cell(s.bytes, kb)} | ${cell(s.firstRenderBytes, kb)} | ${
        missed.length ? missed.join(', ') : 'none'
      } |`,
    );
  }
  lines.push(
    '',
    'Starting point (issue 9, before this work): / 0.46, LCP 6.8 s, TBT 319 ms, CLS 0.68, 878 KB;',
    '/courses 0.45, 7.3 s, 512 ms, 0.33, 959 KB; /courses/1 0.57, 7.1 s, 262 ms, 0.27, 924 KB;',
    '/login 0.66, 6.4 s, 433 ms, 0, 763 KB (nothing was compressed).',
  );
  lines.push(
    '',
    '## Sizes (`pnpm size`)',
    '',
    '| module | JS gzip | CSS gzip | JS brotli | CSS brotli |',
    '|---|---|---|---|---|',
  );
  for (const row of sizes.filter((r) => r.group !== 'exposed'))
    lines.push(
      `| ${row.name.trim()} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.jsBr)} | ${kb(row.cssBr)} |`,
    );
  lines.push('', '## Federation overhead', '');
  if (overhead) {
    lines.push(
      'The welcome page built twice: as served (shell + Module Federation runtime + the catalogue',
      'remote, as `pnpm size` counts it) and as one bundle without Module Federation (the same shell',
      'bootstrap and welcome page, scripts/lib/no-mf-welcome.mjs). JavaScript before first render;',
      'the styles are the same in both.',
      '',
      '| build | gzip | brotli |',
      '|---|---|---|',
      `| federated (served) | ${kb(overhead.federated.gz)} | ${kb(overhead.federated.br)} |`,
      `| one bundle, no MF | ${kb(overhead.single.gz)} | ${kb(overhead.single.br)} |`,
      `| difference | ${kb(overhead.federated.gz - overhead.single.gz)} | ${kb(overhead.federated.br - overhead.single.br)} |`,
    );
  } else {
    lines.push('Not measured in this run (see the command output).');
  }
  lines.push('', `Budgets: ${JSON.stringify(budgets.web)}`, '');
  // The cluster figures (pnpm test:cluster) are written by hand after the generated part: kept.
  const file = join(root, 'docs/performance.md');
  let kept = '';
  try {
    const old = readFileSync(file, 'utf8');
    // Everything after the generated part's last line (Budgets: ...) is written by hand.
    const end = /\nBudgets: .*\n/.exec(old);
    const at = end ? end.index + end[0].length : old.indexOf('\n## Several api instances');
    if (at >= 0) kept = old.slice(at);
  } catch {}
  writeFileSync(file, `${lines.join('\n')}${kept.startsWith('\n') ? '' : '\n'}${kept}`);
  // Aligned as `pnpm lint` wants it (biome formats markdown).
  spawnSync('pnpm', ['exec', 'biome', 'format', '--write', file], { cwd: root, stdio: 'ignore' });
}

/** The sizes, the federation overhead and the table above, into docs/performance.md. */
async function writeDocs(results, budgets) {
  let sizes = [];
  try {
    sizes = measure(root, budgets);
  } catch (error) {
    console.error(`sizes not measured: ${error.message}`);
  }
  let overhead = null;
  try {
    overhead = await federationOverhead(root, sizes);
  } catch (error) {
    console.error(`federation overhead not measured: ${error.message}`);
  }
  report(results, sizes, overhead, budgets);
  console.log('\nwrote docs/performance.md');
}

async function main() {
  const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
  const server = await startServer({ port: Number(process.env.BENCH_PORT) || undefined });
  let chrome;
  let browser;
  try {
    const student = await signIn(server.origin, server.demo);
    const admin = await signIn(server.origin, DEMO_ADMIN);
    const courseId = await firstCourseId(server.origin);
    const pages = await benchPages(server.origin, { student, admin, courseId });
    pages.push({ name: '/ welcome, phone wrapper (iOS)', path: '/', kind: 'guest', userAgent: WRAPPER_UA });
    // BENCH_ONLY=<text>[,<text>]: only the pages whose name contains one (a quick look, not a verdict).
    const only = process.env.BENCH_ONLY;
    if (only) {
      const wanted = only.split(',');
      pages.splice(0, pages.length, ...pages.filter((p) => wanted.some((w) => p.name.includes(w))));
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    const results = [];
    const failures = [];
    for (const p of pages) {
      // A same-origin document to hold (or clear) the session, without loading the app.
      await page.goto(`${server.origin}/favicon.svg`);
      await page.evaluate(
        (key, value) => (value ? localStorage.setItem(key, value) : localStorage.clear()),
        TOKEN_KEY,
        p.token ?? null,
      );
      // A staff member's browser has opened the staff side before (shell/src/staff/staff-hint.ts).
      if (p.kind === 'staff') await page.evaluate(() => localStorage.setItem('staff_hint', '1'));
      // A guest's browser has no session cookie either (the api renders a guest's first screen);
      // a student's has the one the app wrote at sign-in.
      if (!p.token) await page.deleteCookie(...(await page.cookies()));
      else await page.setCookie({ name: SESSION_COOKIE, value: '1', url: server.origin });
      if (!LIGHTHOUSE) {
        const r = await openOnce(page, `${server.origin}${p.path}`).catch((error) => ({ error }));
        if (r.error || !r.settled) failures.push(p.name);
        if (r.error) console.log(`${p.name.padEnd(44)} FAILED: ${r.error.message}`);
        else printQuick(p.name, r);
        continue;
      }
      const runs = [];
      let failed = null;
      for (let i = 0; i < RUNS; i++) {
        const url = `${server.origin}${p.path}`;
        // Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP): up to two more tries.
        const run = await runOnce(page, url, p)
          .catch(() => runOnce(page, url, p))
          .catch(() => runOnce(page, url, p))
          .catch((error) => ({ error }));
        if (run.error) {
          failed = run.error.message.replace(/\s+/g, ' ').slice(0, 160);
          break;
        }
        runs.push(run);
        process.stdout.write('.');
      }
      // A page Lighthouse cannot load (a 404 document, say) is said and the run goes on.
      if (failed) {
        results.push({ page: p, s: null, missed: [`not measured: ${failed}`] });
        console.log(`\n${p.name.padEnd(28)} NOT MEASURED: ${failed}`);
        continue;
      }
      const s = summarize(runs);
      const missed = misses(p, s, budgets);
      results.push({ page: p, s, missed });
      console.log(
        `\n${p.name.padEnd(28)} perf ${(s.performance.median * 100).toFixed(0)} (±${(s.performance.spread * 100).toFixed(0)})  LCP ${ms(s.lcp.median)}  TBT ${s.tbt.median.toFixed(0)} ms  CLS ${s.cls.median.toFixed(3)}  ${kb(s.bytes.median)}  first render ${kb(s.firstRenderBytes.median)}  ${missed.length ? `MISS ${missed.join(', ')}` : 'ok'}`,
      );
    }
    if (!LIGHTHOUSE) {
      console.log(`\n${pages.length} pages opened; BENCH_LIGHTHOUSE=1 for the Lighthouse scores`);
      if (failures.length) {
        console.error(`bench:web: not settled: ${failures.join(', ')}`);
        process.exitCode = 1;
      }
      return;
    }
    // BENCH_DOCS=0: a look at a few pages that leaves docs/performance.md as it is.
    if (process.env.BENCH_DOCS !== '0') await writeDocs(results, budgets);
    const failed = results.filter((r) => r.missed.length);
    if (failed.length) {
      console.error(
        `bench:web: missed: ${failed.map((r) => `${r.page.name} (${r.missed.join(', ')})`).join('; ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
