import { createRequire } from 'node:module';
import { signIn, startServer, TOKEN_KEY } from './lib/bench-server.mjs';

const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');
const server = await startServer();
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const path = process.argv[2] ?? '/';
const token = path === '/home' ? await signIn(server.origin, server.demo) : null;
const agg = {},
  byUrl = {};
for (let run = 0; run < 3; run++) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(server.origin + '/favicon.svg');
  await page.evaluate((k, v) => (v ? localStorage.setItem(k, v) : localStorage.clear()), TOKEN_KEY, token);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(server.origin + path, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 1000));
  const { profile } = await cdp.send('Profiler.stop');
  console.log('samples', profile.samples.length, profile.nodes.length);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const n = nodes.get(profile.samples[i]);
    const f = n.callFrame;
    if (f.functionName === '(idle)') continue;
    const url = f.url.split('/').pop() || f.functionName;
    const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}:${f.columnNumber}`;
    agg[key] = (agg[key] ?? 0) + (dt[i + 1] ?? 0) / 1000 / 3;
    byUrl[url] = (byUrl[url] ?? 0) + (dt[i + 1] ?? 0) / 1000 / 3;
  }
  await page.close();
}
console.log('by url (ms, mean of 3):');
for (const [k, v] of Object.entries(byUrl)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 20))
  console.log(v.toFixed(1).padStart(7), k);
console.log('by function self time:');
for (const [k, v] of Object.entries(agg)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40))
  console.log(v.toFixed(1).padStart(7), k);
await browser.close();
await server.stop();
