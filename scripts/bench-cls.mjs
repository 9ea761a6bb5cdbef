#!/usr/bin/env node
// `pnpm bench:cls` (issue 9): layout shift of each page on the production build that `pnpm start`
// serves, as a phone sees it (412 x 823 and the network and CPU of Lighthouse's mobile run), without the
// minutes a Lighthouse run takes. A PerformanceObserver sums every `layout-shift` entry not caused
// by input (a sum, so never below Lighthouse's largest session window) until the page has been
// quiet on the network; median of BENCH_RUNS (3) fresh loads per page, with the elements that
// moved. Exits 1 when a median is above the "cls" budgets of size-budgets.json ("web").
// A benchmark, not part of `pnpm test`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstCourseId, signIn, startServer, TOKEN_KEY } from './lib/bench-server.mjs';
import { DEMO_ADMIN } from './lib/bench-web-pages.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

// Runs in the page before its own scripts: the shifts and a short name of what moved.
function observeShifts() {
  const name = (node) => {
    if (node?.nodeType !== 1) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
    return `${node.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
  };
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        sources: (e.sources ?? []).map((s) => name(s.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measurePage(browser, url, token) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await page.evaluateOnNewDocument(observeShifts);
    // Lighthouse's mobile network and CPU (150 ms round trip, 1.6 Mbit/s, 4x slower): the order in
    // which code, data and fonts arrive is the one a phone sees, so late content shows its shifts.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (token) await page.evaluateOnNewDocument((k, v) => localStorage.setItem(k, v), TOKEN_KEY, token);
    // Staff pages hold their live events stream open: quiet means nothing else in flight.
    const open = url.includes('/staff') ? 1 : 0;
    await page.goto(url, { waitUntil: open ? 'networkidle2' : 'networkidle0', timeout: 120_000 });
    // Late renders after the last answer (lazy chunks, fonts): wait for one more quiet second.
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000, concurrency: open });
    const shifts = await page.evaluate(() => window.__shifts);
    return { cls: shifts.reduce((s, e) => s + e.value, 0), shifts };
  } finally {
    await context.close();
  }
}

async function main() {
  const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')).web;
  const server = await startServer();
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox'],
  });
  let failed = false;
  try {
    const token = await signIn(server.origin, server.demo);
    const admin = await signIn(server.origin, DEMO_ADMIN);
    const courseId = await firstCourseId(server.origin);
    const all = [
      { path: '/', kind: 'guest' },
      { path: '/login', kind: 'guest' },
      { path: '/courses', kind: 'guest' },
      { path: `/courses/${courseId}`, kind: 'guest' },
      { path: '/home', kind: 'signedIn', signedIn: true },
      { path: '/profile', kind: 'signedIn', signedIn: true },
      // the staff pages whose shift Lighthouse reported (issue 35), as the demo admin
      ...['/staff', '/staff/tickets', '/staff/questions', '/staff/courses', '/staff/grades'].map((path) => ({
        path,
        kind: 'staff',
        staff: true,
      })),
      { path: '/staff/exams/1/results', kind: 'staff', staff: true },
    ];
    // BENCH_ONLY=/home,/profile: only those pages.
    const only = process.env.BENCH_ONLY?.split(',');
    const pages = only ? all.filter((p) => only.includes(p.path)) : all;
    console.log(`\nlayout shift, median of ${RUNS} loads at 412 x 823`);
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await measurePage(
            browser,
            `${server.origin}${p.path}`,
            p.staff ? admin : p.signedIn ? token : null,
          ),
        );
      runs.sort((a, b) => a.cls - b.cls);
      const mid = runs[Math.floor(runs.length / 2)];
      // staff pages have no budget of their own: Lighthouse's "good" (0.1)
      const budget = budgets[p.kind]?.cls ?? 0.1;
      const miss = mid.cls > budget;
      failed ||= miss;
      const each = runs.map((r) => r.cls.toFixed(3)).join(' ');
      console.log(
        `${p.path.padEnd(24)} CLS ${mid.cls.toFixed(3)} (runs ${each})  ${miss ? `MISS (> ${budget})` : 'ok'}`,
      );
      for (const s of mid.shifts)
        console.log(`    ${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join(', ') || '(no source)'}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
