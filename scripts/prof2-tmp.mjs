import { createRequire } from 'node:module';
import { startServer } from './lib/bench-server.mjs';

const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');
const server = await startServer();
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const WINDOW = Number(process.env.WIN ?? 120);
for (let run = 0; run < 2; run++) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.goto(server.origin + '/', { waitUntil: 'networkidle0' });
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const times = profile.timeDeltas.map((d) => (t += d));
  const stack = (id) => {
    const s = [];
    for (let x = id; x !== undefined; x = parent.get(x)) s.push(nodes.get(x));
    return s;
  };
  const name = (n) =>
    `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  const first = profile.samples.findIndex((id) => stack(id).some((n) => n.callFrame.url.includes('/index.')));
  const t0 = times[first];
  const incl = {},
    self = {};
  for (let i = first; i < profile.samples.length && times[i] < t0 + WINDOW * 1000; i++) {
    const dt = (times[i + 1] - times[i]) / 1000;
    const s = stack(profile.samples[i]);
    if (s[0].callFrame.functionName === '(idle)') continue;
    self[name(s[0])] = (self[name(s[0])] ?? 0) + dt;
    for (const k of new Set(s.map(name))) incl[k] = (incl[k] ?? 0) + dt;
  }
  console.log(`run ${run}: window ${WINDOW} ms from first index.js sample`);
  console.log(' inclusive:');
  for (const [k, v] of Object.entries(incl)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30))
    console.log('   ', v.toFixed(1), k);
  console.log(' self:');
  for (const [k, v] of Object.entries(self)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15))
    console.log('   ', v.toFixed(1), k);
  await page.close();
}
await browser.close();
await server.stop();
