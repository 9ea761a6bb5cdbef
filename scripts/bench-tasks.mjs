#!/usr/bin/env node
// `pnpm bench:tasks [path ...]` (issue 9): the main-thread tasks of a first load, to find what
// Lighthouse's total blocking time is made of. Starts `pnpm start` on a free port with a fresh demo
// database (scripts/lib/bench-server.mjs), loads each page (default `/`) in Chromium at phone size
// with an empty cache, records a trace and prints every task over 12 ms after the first paint
// (the part of a task before it cut off, as total blocking time counts them) with what ran in it
// (script evaluation by file, React's work, style and layout). Lighthouse runs the page 4x slower,
// so a 12.5 ms task here is a 50 ms long task there. Median of BENCH_RUNS (3) for the summary.
// A diagnostic, not part of `pnpm test`; figures move with the machine's load.
import { createRequire } from 'node:module';
import { SESSION_COOKIE, signIn, startServer, TOKEN_KEY } from './lib/bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LONG_MS = 12.5;
const SLOWDOWN = 4;
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');
const CHILDREN = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'ParseAuthorStyleSheet',
  'Paint',
  'RunMicrotasks',
  'XHRLoad',
  'EventDispatch',
]);

/** Tasks of the page's main thread, each with its larger children, from a Chromium trace. */
function mainThreadTasks(events) {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = new Map();
  for (const e of events)
    if (e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = names
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0;
  // Total blocking time counts from the first contentful paint: earlier work is cut off.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  return onMain
    .filter((e) => e.name === 'RunTask' && e.ts + e.dur > fcp && e.dur / 1000 > LONG_MS)
    .map((t) => {
      const parts = onMain
        .filter(
          (e) =>
            e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 1000 && CHILDREN.has(e.name),
        )
        .slice(0, 3)
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${(e.dur / 1000).toFixed(0)}`,
        );
      return {
        at: (t.ts - start) / 1000,
        ms: (t.dur - Math.max(0, fcp - t.ts)) / 1000,
        parts,
        fcp: (fcp - start) / 1000,
      };
    });
}

async function traceOnce(browser, url, token) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(new URL('/favicon.svg', url).href);
  await page.evaluate(
    (key, value) => (value ? localStorage.setItem(key, value) : localStorage.clear()),
    TOKEN_KEY,
    token,
  );
  // Signed in, the browser holds the session hint too (the api then sends a student's first screen).
  if (token) await page.setCookie({ name: SESSION_COOKIE, value: '1', url });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1000));
  const buffer = await page.tracing.stop();
  await page.close();
  return mainThreadTasks(JSON.parse(Buffer.from(buffer).toString()).traceEvents);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Lighthouse's blocking time of these tasks on its 4x slower CPU (from the observed first paint; Lighthouse estimates its own). */
const blocking = (tasks) => tasks.reduce((s, t) => s + Math.max(0, t.ms * SLOWDOWN - 50), 0);

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  const server = await startServer();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const token = await signIn(server.origin, server.demo);
    for (const path of paths) {
      const signedIn = ['/home', '/profile', '/wallet', '/my-courses'].some((p) => path.startsWith(p));
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await traceOnce(browser, `${server.origin}${path}`, signedIn ? token : null));
      const last = runs.at(-1);
      console.log(
        `\n${path}${signedIn ? ' (signed in)' : ''}: tasks over ${LONG_MS} ms after the first paint (${last[0]?.fcp.toFixed(0) ?? '?'} ms) in the last run`,
      );
      for (const t of last)
        console.log(
          `${t.at.toFixed(0).padStart(6)} ms ${t.ms.toFixed(1).padStart(6)} ms  ${t.parts.join(', ')}`,
        );
      console.log(
        `median of ${RUNS}: ${median(runs.map((r) => r.length))} tasks over ${LONG_MS} ms, longest ${median(runs.map((r) => Math.max(0, ...r.map((t) => t.ms)))).toFixed(0)} ms, ` +
          `blocking time at ${SLOWDOWN}x ${median(runs.map(blocking)).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
