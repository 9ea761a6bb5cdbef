#!/usr/bin/env node
// `pnpm bench:interactions` (issue 35): the time from a tap to the next paint, at Lighthouse's 4x
// CPU slowdown in Debian's Chromium, signed in as the demo student against `pnpm start` (the same
// server as bench:web: scripts/lib/bench-server.mjs), for opening the top-up dialog on /wallet,
// answering a question of a running exam session and opening the notifications bell. Each tap is
// a real pointer (CDP input) on a freshly loaded page; the figure is the interaction's duration
// from the Event Timing API (pointerdown to the paint after its handlers, as INP counts it), with
// the time until what the tap opens is on screen beside it. Median of BENCH_RUNS (5); exit 1 when
// a median is above 200 ms. A benchmark, not part of `pnpm test`.
import { createRequire } from 'node:module';
import { firstCourseId, SESSION_COOKIE, signIn, startServer, TOKEN_KEY } from './lib/bench-server.mjs';
import { benchPages, DEMO_ADMIN } from './lib/bench-web-pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 200;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

// Runs in the page before its scripts: every event entry of an interaction, by interaction id.
function observeEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The centre of the first visible element of `selector` (in `scope`) whose name starts with `name`. */
function targetOf(scope, selector, name, nth) {
  const visible = (el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().height > 0;
  const named = (el) =>
    (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '').trim();
  const all = [...document.querySelectorAll(`${scope} ${selector}`)]
    .map((el) => (visible(el) ? el : (el.closest('label') ?? el.parentElement)))
    .filter((el) => el && visible(el) && named(el).startsWith(name));
  const el = all[nth % Math.max(1, all.length)];
  if (!el) return null;
  el.scrollIntoView({ block: 'center' });
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

const TAPS = [
  {
    name: 'open the top-up dialog (/wallet)',
    path: '/wallet',
    scope: 'main',
    selector: 'button',
    label: 'شحن الرصيد',
    shows: '[role="dialog"]',
  },
  {
    name: 'answer a question (exam session)',
    session: true,
    scope: 'main',
    selector: 'input[type="radio"], [role="radio"]',
    label: '',
    shows: null,
  },
  {
    name: 'open the notifications bell (/home)',
    path: '/home',
    scope: 'body',
    selector: 'button',
    label: 'الإشعارات',
    // The bell's panel is a plain section; the button says it is open.
    shows: 'button[aria-expanded="true"]',
  },
];

async function tapOnce(page, origin, tap, path, nth) {
  // 'load', not network idle: a running session and the bell keep a connection open.
  await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(targetOf, { timeout: 60_000 }, tap.scope, tap.selector, tap.label, nth);
  // Quiet before the tap: what is measured is the tap, not the page's own late work.
  await new Promise((r) => setTimeout(r, 2000));
  const { x, y } = await page.evaluate(targetOf, tap.scope, tap.selector, tap.label, nth);
  await page.evaluate(() => {
    window.__events = [];
  });
  const started = Date.now();
  await page.mouse.click(x, y);
  if (tap.shows)
    await page.waitForSelector(tap.shows, { visible: true, timeout: 30_000 }).catch(async (error) => {
      await page.screenshot({ path: `/tmp/bench-interactions-${tap.path.slice(1)}.png` });
      throw error;
    });
  const shown = Date.now() - started;
  // The entry is queued after the paint it measures.
  await page.waitForFunction(() => window.__events.length > 0, { timeout: 10_000 }).catch(() => {});
  const events = await page.evaluate(() => window.__events);
  // An interaction under 16 ms leaves no entry: counted as 16 (below the threshold).
  const duration = events.length ? Math.max(...events.map((e) => e.duration)) : 16;
  return { duration, shown, events: events.map((e) => `${e.name} ${e.duration}`).join(', ') };
}

// The seeded announcement (shown once until dismissed) would cover what is tapped: recorded as
// dismissed as the app records it (its storage, and the cookie that keeps it out of a server-rendered
// first screen), as e2e/support/fixtures.ts does; the cookie holds announcementKey (shared-contracts).
const ANNOUNCEMENT_KEY = 'shell.dismissed-announcement';
function announcementKey(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer({ port: Number(process.env.BENCH_PORT) || undefined });
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox'] });
  let missed = false;
  try {
    const student = await signIn(server.origin, server.demo);
    const admin = await signIn(server.origin, DEMO_ADMIN);
    const courseId = await firstCourseId(server.origin);
    const pages = await benchPages(server.origin, { student, admin, courseId });
    const sessionPath = pages.find((p) => p.name.startsWith('/exams/session')).path;
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: false,
    });
    await page.goto(`${server.origin}/favicon.svg`);
    await page.evaluate((k, v) => localStorage.setItem(k, v), TOKEN_KEY, student);
    await page.setCookie({ name: SESSION_COOKIE, value: '1', url: server.origin });
    const app = await (await fetch(`${server.origin}/v1/app`)).json();
    const text = String(app.general_announcement ?? '').trim();
    if (text) {
      await page.evaluate((k, v) => localStorage.setItem(k, v), ANNOUNCEMENT_KEY, text);
      await page.setCookie({ name: 'app_announcement', value: announcementKey(text), url: server.origin });
    }
    await page.evaluateOnNewDocument(observeEvents);
    // A running exam asks before the page is left (beforeunload): the bench leaves it for a fresh load.
    page.on('dialog', (dialog) => void dialog.accept());
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    console.log(`\ntap to next paint, 4x CPU slowdown, median of ${RUNS} (target ${TARGET_MS} ms)`);
    // BENCH_ONLY=<text>: only the taps whose name contains it.
    for (const tap of TAPS.filter((x) => x.name.includes(process.env.BENCH_ONLY ?? ''))) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await tapOnce(page, server.origin, tap, tap.session ? sessionPath : tap.path, i);
        if (process.env.BENCH_VERBOSE) console.log(`   ${r.duration} ms (shown ${r.shown} ms): ${r.events}`);
        runs.push(r);
      }
      const mid = median(runs.map((r) => r.duration));
      const miss = mid > TARGET_MS;
      missed ||= miss;
      console.log(
        `${tap.name.padEnd(40)} ${String(mid).padStart(4)} ms (runs ${runs.map((r) => r.duration).join(' ')}; on screen after ${median(runs.map((r) => r.shown))} ms)  ${miss ? 'MISS' : 'ok'}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (missed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
