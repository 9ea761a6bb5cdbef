#!/usr/bin/env node
// `pnpm bench:video-play` (issue 33, decision 0046): time to first frame of a lecture video and the
// rendition hls.js chose, unthrottled and on a throttled phone connection (1.6 Mbps down, 150 ms),
// median of BENCH_RUNS (5) openings each, in Debian's Chromium against the production build that
// `pnpm start` serves (a fresh demo database: its videos went through the transcoding pipeline).
// Prints the figures; docs/performance.md (Video) keeps them by hand with the transcoding ones.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn, startServer } from './lib/bench-server.mjs';
import { measureOpening } from './lib/video-play-run.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The developers' guide's flags; autoplay as after a tap on a phone (the click is the gesture, but
// the <video> is made after the api answers).
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
const THROTTLED = { downKbps: 1600, upKbps: 750, latencyMs: 150 };

// Playwright is the e2e package's (the same Chromium driver as the suite); the root has none.
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');

/** A call as the student; `tolerate` accepts a refusal (joining a course already joined). */
async function api(origin, path, token, { tolerate = false, ...init } = {}) {
  const res = await fetch(`${origin}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const text = await res.text();
  if (!res.ok && !tolerate) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A free course's lecture whose video has no view limit (every opening counts a view). */
async function findVideo(origin, token) {
  const courses = (await api(origin, '/v1/courses?per_page=100', token)).data;
  for (const course of courses.filter((c) => c.free && c.pay_type === 'course')) {
    // Joining a free course: an "already yours" answer is fine.
    await api(origin, `/v1/courses/${course.id}/purchase`, token, {
      method: 'POST',
      body: '{}',
      tolerate: true,
    });
    const { lectures } = (await api(origin, `/v1/courses/${course.id}`, token)).data;
    for (const lecture of lectures) {
      const contents = await api(origin, `/v1/lectures/${lecture.id}/contents`, token);
      const video = contents.videos?.find((v) => v.views_limit === null);
      if (video) return { course: course.id, lecture: lecture.name, video: video.name, videoId: video.id };
    }
  }
  throw new Error('no free lecture with an unlimited video in the demo');
}

const median = (xs) => {
  const known = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : null;
};
const mode = (xs) => {
  const counts = new Map();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};
const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
const p = (h) => (h === null ? 'n/a' : `${h}p`);

function summary(name, runs) {
  const all = (k) => runs.map((r) => r[k]);
  return {
    name,
    firstFrame: median(all('firstFrameMs')),
    firstPlaying: median(all('firstPlayingMs')),
    firstTime: median(all('firstTimeMs')),
    spread: Math.max(...all('firstTimeMs')) - Math.min(...all('firstTimeMs')),
    levelAtStart: mode(all('levelAtStart')),
    levelSettled: mode(all('levelSettled')),
    firstSegment: mode(all('firstSegment')),
    segments: runs.map((r) => r.segments.map(p).join(' ')),
  };
}

async function main() {
  const server = await startServer({ port: Number(process.env.BENCH_PORT) || undefined });
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  try {
    const token = await signIn(server.origin, server.demo);
    const target = await findVideo(server.origin, token);
    target.announcement = String((await api(server.origin, '/v1/app', token)).general_announcement ?? '');
    console.log(`video: ${target.video} (lecture ${target.lecture}, course ${target.course})`);
    const results = [];
    for (const [name, throttle] of [
      ['unthrottled', undefined],
      ['1.6 Mbps down, 750 kbps up, 150 ms', THROTTLED],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Each opening from the start: the player resumes where the last run stopped otherwise.
        await api(server.origin, `/v1/video/apps/${target.videoId}/position`, token, {
          method: 'PUT',
          body: '{"seconds":0}',
          tolerate: true, // before the first viewing there is no place to reset
        });
        const r = await measureOpening(browser, { origin: server.origin, token, ...target, throttle });
        console.log(`${name} #${i + 1}: ${JSON.stringify(r)}`);
        runs.push(r);
      }
      results.push(summary(name, runs));
    }
    console.log(`\n${new Date().toISOString()}, load average ${loadavg()[0].toFixed(1)}, median of ${RUNS}`);
    console.log(
      '| connection | first frame | playing | currentTime > 0 | spread | first segment | label at start | label after 6 s |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const s of results) {
      console.log(
        `| ${s.name} | ${ms(s.firstFrame)} | ${ms(s.firstPlaying)} | ${ms(s.firstTime)} | ${ms(s.spread)} | ${p(
          s.firstSegment,
        )} | ${p(s.levelAtStart)} | ${p(s.levelSettled)} |`,
      );
      for (const line of s.segments) console.log(`  segments: ${line}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
