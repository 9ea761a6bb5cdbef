// One measured opening of a lecture video for `pnpm bench:video-play` (scripts/bench-video-play.mjs):
// a fresh browser context (empty cache) signed in as the student, optionally throttled through the
// Chrome DevTools Protocol, the lecture's contents opened, then the play button clicked.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE, TOKEN_KEY } from './bench-server.mjs';

// A returning student has dismissed the general announcement (its modal would cover the page):
// the shell's storage key and the cookie that keeps it out of the server's markup
// (shared-contracts session-hint-name.ts, whose fingerprint this repeats: FNV-1a, 32 bits).
const ANNOUNCEMENT_KEY = 'shell.dismissed-announcement';
const ANNOUNCEMENT_COOKIE = 'app_announcement';
function announcementKey(text) {
  const trimmed = text.trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < trimmed.length; i++) hash = Math.imul(hash ^ trimmed.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

const SEGMENT = /\/v1\/media\/hls\/\d+\/(\d+)p\/seg_\d+\.ts/;

// Installed before the page's scripts: media events do not bubble, so they are caught on the
// document in the capture phase.
function probe() {
  const b = { click: null, playing: null, time: null, frame: null };
  window.__videoBench = b;
  // The last click is the play button's (the lecture's contents are opened by an earlier one).
  document.addEventListener(
    'click',
    () => {
      b.click = performance.now();
    },
    true,
  );
  document.addEventListener(
    'playing',
    () => {
      b.playing ??= performance.now();
    },
    true,
  );
  document.addEventListener(
    'timeupdate',
    (e) => {
      if (e.target.currentTime > 0) b.time ??= performance.now();
    },
    true,
  );
  document.addEventListener(
    'loadstart',
    (e) => {
      // The first frame presented to the compositor, where the browser can say.
      e.target.requestVideoFrameCallback?.((now) => {
        b.frame ??= now;
      });
    },
    true,
  );
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, token: string, course: number, lecture: string, video: string, announcement?: string,
 *   throttle?: { downKbps: number, upKbps: number, latencyMs: number } }} o
 */
export async function measureOpening(browser, o) {
  const context = await browser.newContext({
    baseURL: o.origin,
    locale: 'ar-EG',
    viewport: { width: 412, height: 860 },
  });
  let page;
  try {
    const cookies = [{ name: SESSION_COOKIE, value: '1', url: o.origin }];
    const stored = [[TOKEN_KEY, o.token]];
    if (o.announcement) {
      cookies.push({ name: ANNOUNCEMENT_COOKIE, value: announcementKey(o.announcement), url: o.origin });
      stored.push([ANNOUNCEMENT_KEY, o.announcement.trim()]);
    }
    await context.addCookies(cookies);
    await context.addInitScript((pairs) => {
      for (const [key, value] of pairs) localStorage.setItem(key, value);
    }, stored);
    await context.addInitScript(probe);
    page = await context.newPage();
    if (o.throttle) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: o.throttle.latencyMs,
        downloadThroughput: (o.throttle.downKbps * 1000) / 8,
        uploadThroughput: (o.throttle.upKbps * 1000) / 8,
      });
    }
    const heights = [];
    page.on('request', (r) => {
      const m = SEGMENT.exec(r.url());
      if (m) heights.push(Number(m[1]));
    });
    await page.goto(`/courses/${o.course}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `فتح ${o.lecture}` })
      .click({ timeout: 120_000 });
    const play = page
      .getByRole('dialog', { name: `محتوى ${o.lecture}` })
      .getByRole('button', { name: `تشغيل ${o.video}` });
    await play.click({ timeout: 60_000 });
    await page.waitForFunction(() => window.__videoBench.time !== null, undefined, { timeout: 120_000 });
    const quality = page.getByRole('dialog', { name: o.video }).getByRole('button', { name: /^الجودة: / });
    const atStart = await labelHeight(quality);
    // Let the adaptive choice settle over the clip (short demo clips end first).
    await page.waitForFunction(
      () => {
        const v = document.querySelector('[role="dialog"] video');
        return v && (v.ended || v.currentTime >= 6);
      },
      undefined,
      { timeout: 120_000 },
    );
    const settled = await labelHeight(quality);
    const b = await page.evaluate(() => window.__videoBench);
    return {
      firstPlayingMs: b.playing - b.click,
      firstTimeMs: b.time - b.click,
      firstFrameMs: b.frame === null ? null : b.frame - b.click,
      levelAtStart: atStart,
      levelSettled: settled,
      firstSegment: heights[0] ?? null,
      segments: heights,
    };
  } catch (err) {
    // What the page showed when it stopped (a failed load, a dialog in the way).
    const shot = join(tmpdir(), `bench-video-play-${Date.now()}.png`);
    await page?.screenshot({ path: shot }).catch(() => undefined);
    console.error(`screenshot: ${shot}`);
    throw err;
  } finally {
    await context.close();
  }
}

/** The height the quality menu's label says hls.js is playing: "الجودة: تلقائي (360p)". */
async function labelHeight(button) {
  const label = (await button.count()) ? await button.first().textContent() : '';
  const m = /(\d+)p/.exec(label);
  return m ? Number(m[1]) : null;
}
