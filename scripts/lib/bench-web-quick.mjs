// `pnpm bench:web` without BENCH_LIGHTHOUSE=1 (issue 35): each page opened once in Chromium on a
// phone-sized viewport, no throttling: the time to the load event, to the largest paint and until
// the page settled (its main landmark shown, nothing aria-busy), and whether it got there. A quick
// look that every page opens; the scores come from Lighthouse (BENCH_LIGHTHOUSE=1).

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export async function openOnce(page, url) {
  await page.setViewport(PHONE);
  const started = Date.now();
  const res = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // The document's own status: Lighthouse refuses a page served as 404, whatever the app then shows.
  const status = res?.status() ?? 0;
  let settled = true;
  try {
    await page.waitForFunction(
      () => document.querySelector('main') && !document.querySelector('[aria-busy="true"]'),
      { timeout: 20_000, polling: 50 },
    );
  } catch {
    settled = false;
  }
  const readyMs = Date.now() - started;
  // A signed-in page that sent the reader to /login (or anywhere else) did not open.
  const landed = new URL(page.url()).pathname;
  const redirected = landed !== new URL(url).pathname ? landed : null;
  const timing = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0];
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcp = e.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ load: nav?.loadEventEnd ?? 0, lcp }), 50);
      }),
  );
  const ok = settled && !redirected && status < 400;
  return { loadMs: timing.load, lcpMs: timing.lcp, readyMs, settled: ok, redirected, status };
}

export function printQuick(name, r) {
  console.log(
    `${name.padEnd(44)} load ${String(Math.round(r.loadMs)).padStart(5)} ms  LCP ${String(Math.round(r.lcpMs)).padStart(5)} ms  settled ${
      r.redirected
        ? `NO: sent to ${r.redirected}`
        : r.settled
          ? `${String(r.readyMs).padStart(5)} ms`
          : 'NO (20 s)'
    }`,
  );
}
