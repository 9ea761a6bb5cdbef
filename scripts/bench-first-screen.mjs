// `node scripts/bench-first-screen.mjs [n]`: how long the api takes to answer each first screen
// rendered on the server (docs/performance.md, "First screen on the server"). `pnpm start` on a
// free port (scripts/lib/bench-server.mjs), then n sequential GETs of each page after a warm-up;
// prints the median and 95th percentile in ms and whether the answer carried a first screen.
import { performance } from 'node:perf_hooks';
import { firstCourseId, SESSION_COOKIE, startServer } from './lib/bench-server.mjs';

const n = Number(process.argv[2] ?? 200);
const server = await startServer();
try {
  const course = await firstCourseId(server.origin);
  const pages = [
    ['/', ''],
    ['/login', ''],
    ['/courses', ''],
    [`/courses/${course}`, ''],
    ['/home (signed in)', `${SESSION_COOKIE}=1`],
  ];
  const rows = [];
  for (const [label, cookie] of pages) {
    const path = label.split(' ')[0];
    const headers = cookie ? { cookie } : {};
    const once = async () => {
      const start = performance.now();
      const res = await fetch(`${server.origin}${path}`, { headers });
      const body = await res.text();
      return { ms: performance.now() - start, rendered: body.includes('id="first-screen"') };
    };
    for (let i = 0; i < 20; i++) await once();
    const times = [];
    let rendered = 0;
    for (let i = 0; i < n; i++) {
      const r = await once();
      times.push(r.ms);
      if (r.rendered) rendered++;
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    rows.push({ page: label, median: at(0.5), p95: at(0.95), rendered: `${rendered}/${n}` });
  }
  console.table(rows);
} finally {
  await server.stop();
}
