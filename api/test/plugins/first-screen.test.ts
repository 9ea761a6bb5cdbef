import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { catalogueRegistry, writeCatalogueRelease, writeShellDist } from '../support/fake-front-end';

// The server bundles are the front ends' (dist/server/render.js); these stand-ins keep their
// contract (shared-contracts server-render/types.ts) so the api's part is tested on its own.
const SHELL_BUNDLE = `
export async function renderDocument({ url, pageHtml, appData, dismissedAnnouncement, signedIn }) {
  const page = pageHtml ?? (url.startsWith('/login') ? '<form><input name="email"/><button type="submit">دخول</button></form>' : null);
  if (page === null) return null;
  const overlay = '<dialog open data-dismissed="' + dismissedAnnouncement + '"><form method="dialog"><button>حسنًا</button></form></dialog>';
  return { html: '<div class="frame" data-app="' + (appData ? 'yes' : 'no') + '" data-signed-in="' + signedIn + '">' + page + '</div>', state: { queries: ['frame'] }, overlay };
}
export async function renderOverlay({ appData, dismissedAnnouncement }) {
  return appData && !dismissedAnnouncement ? '<dialog open id="announcement"></dialog>' : null;
}`;
const REMOTE_BUNDLE = `
export async function renderPage({ page, fetch, signedIn }) {
  if (signedIn) {
    if (page !== 'home') return null;
    const res = await fetch('/home', { accept: 'application/json', authorization: 'Bearer stolen' });
    return { html: '<section aria-busy="true">home status=' + res.status + '</section>', state: { queries: ['guest home'] } };
  }
  if (page === 'courses') throw new Error('render failed');
  if (page !== 'welcome') return null;
  const res = await fetch('/welcome', { accept: 'application/json', authorization: 'Bearer stolen' });
  return {
    html: '<h1>مرحبا</h1><img src="/__asset_base__/static/svg/hero.1234.svg" alt=""/><p>status=' + res.status + '</p>',
    state: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
  };
}`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-first-screen-'));
  const shell = writeShellDist(join(dir, 'shell'), {
    indexHtml:
      '<!doctype html><html lang="ar" dir="rtl"><head><script defer src="/static/js/index.0f0f0f0f.js"></script></head><body>\n    <div id="root"><div class="boot">جارٍ التحميل</div></div>\n</body></html>',
    serverBundle: SHELL_BUNDLE,
  });
  const deploy = join(dir, 'deploy');
  writeCatalogueRelease(deploy, { serverBundle: REMOTE_BUNDLE });
  t = await createTestApp({ shellDist: shell, deployRoot: deploy });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe("a guest's first screen rendered on the server", () => {
  it("puts the remote's page in the shell's frame, with its styles, data and asset urls", async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(
      '<div id="first-screen" inert=""><div class="frame" data-app="yes" data-signed-in="false"><h1>مرحبا</h1>',
    );
    // The data came from the api itself, in-process, without the caller's credentials.
    expect(html).toContain('status=200');
    expect(html).toContain('src="/remotes/mfe-catalogue/1.2.0/static/svg/hero.1234.svg"');
    expect(html).toContain(
      '<link rel="stylesheet" href="/static/css/async/9.5678abcd.css" /><link rel="stylesheet" href="/remotes/mfe-catalogue/1.2.0/static/css/welcome.3c4d.css" data-href="static/css/welcome.3c4d.css" /></head>',
    );
    // The overlay is modal from the first paint: the page beside it is inert.
    expect(html).toContain('<div id="root" hidden inert=""></div>');
    expect(html).not.toContain('class="boot"');
    // The data cannot close its script element.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // Start-up files are listed for after the paint, not preloaded before it.
    expect(html).toContain(
      '<script type="application/json" id="first-screen-preload">["/static/js/async/n0.1234abcd.js","/remotes/mfe-catalogue/1.2.0/mf-manifest.json"]</script>',
    );
    const link = String(res.headers.link);
    expect(link).toContain('</v1/app>; rel=preload');
    expect(link).not.toContain('as=script');
    expect(link).not.toContain('mf-manifest.json');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('goes out compressed, on / and on client-side routes', async () => {
    for (const url of ['/', '/login']) {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="first-screen"');
    }
    const headers = { 'accept-encoding': 'gzip' };
    const gzip = await t.app.inject({ method: 'GET', url: '/login', headers });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('id="first-screen"');
    expect(gzip.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it('sends the plain app when a bundle fails', async () => {
    const res = await get('/courses');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('class="boot"');
  });

  it("renders the shell's own page with its controls disabled until the app runs", async () => {
    const html = (await get('/login')).body;
    expect(html).toContain('<input disabled="" name="email"/>');
    expect(html).toContain('<button disabled="" type="submit">دخول</button>');
    expect(html).not.toContain('/remotes/mfe-catalogue');
  });

  it('sends the overlay beside the markup, working, with the dismissed announcement of the cookie', async () => {
    const html = (await get('/login', 'app_announcement=1a2b3c4d')).body;
    expect(html).toContain(
      '</div><dialog open data-dismissed="1a2b3c4d"><form method="dialog"><button>حسنًا</button></form></dialog><script type="application/json" id="first-screen-state">',
    );
    expect((await get('/login', 'app_announcement=<b>')).body).toContain('data-dismissed="null"');
  });

  it('sends the plain app to a signed-in browser (its session cookie)', async () => {
    const res = await get('/', 'theme=dark; app_session=1; app_announcement=12ab');
    expect(res.body).not.toContain('first-screen');
    expect(res.body).not.toContain('<dialog');
    expect(res.body).toContain('class="boot"');
    expect(String(res.headers.link)).toContain('</static/js/index.0f0f0f0f.js>; rel=preload; as=script');
  });

  it("sends a signed-in student's first screen as the remote renders it, without the guest data", async () => {
    const res = await get('/home', 'app_session=1');
    expect(res.body).toContain(
      '<div id="first-screen" inert=""><div class="frame" data-app="yes" data-signed-in="true">',
    );
    // Asked of the api as a guest: the browser's token is never in a page request anyway.
    expect(res.body).toContain('home status=200');
    expect(res.body).toContain('<script type="application/json" id="first-screen-state">[]</script>');
    expect(res.body).not.toContain('guest home');
    expect(String(res.headers.link)).not.toContain('as=script');
    // A guest asking for /home is sent to the login page by the app: nothing is rendered for it.
    expect((await get('/home')).body).not.toContain('id="first-screen"');
  });

  it('sends the announcement over the plain app, with its styles, when the page has no first screen', async () => {
    const res = await get('/profile', 'app_session=1');
    expect(res.body).not.toContain('id="first-screen"');
    expect(res.body).toContain('<link rel="stylesheet" href="/static/css/async/9.5678abcd.css" /></head>');
    expect(res.body).toMatch(
      /<div id="root" inert=""><div class="boot">[^<]*<\/div><\/div><dialog open id="announcement">/,
    );
    // The code is asked for once the announcement is painted, from the html's list.
    expect(res.body).toContain(
      '</dialog><script type="application/json" id="first-screen-preload">["/static/js/async/n0.1234abcd.js","/remotes/mfe-catalogue/1.2.0/mf-manifest.json"]</script>',
    );
    expect(String(res.headers.link)).not.toContain('as=script');
    expect(String(res.headers.link)).toContain('</v1/app>; rel=preload; as=fetch');
  });

  it('sends the plain app for a page no bundle renders', async () => {
    for (const url of ['/teachers', '/about', '/wallet']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('class="boot"');
    }
  });

  it('sends the plain app during a canary, when the browser picks the version', async () => {
    writeFileSync(
      join(dir, 'deploy', 'mfe-registry.json'),
      catalogueRegistry({ version: '1.3.0', percent: 10 }),
    );
    // a rewrite within the same millisecond keeps the mtime: wait for the reader to see it
    await new Promise((r) => setTimeout(r, 20));
    try {
      expect((await get('/')).body).toContain('class="boot"');
    } finally {
      writeFileSync(join(dir, 'deploy', 'mfe-registry.json'), catalogueRegistry());
    }
  });
});
