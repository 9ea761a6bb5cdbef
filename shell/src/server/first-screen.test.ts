import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerFetch } from '@app/shared-contracts/first-screen';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirstScreen } from './first-screen';
import type { RenderDocument, RenderOverlay } from './frame-types';
import { catalogueRegistry, writeCatalogueRelease, writeShellDist } from './test-build';

// The frame's render is the shell's (render.test.tsx); this stand-in keeps its shape so that what
// the entry does around it (html, remote pages, hints, fallbacks) is tested on its own.
const renderDocument: RenderDocument = async ({
  url,
  pageHtml,
  appData,
  dismissedAnnouncement,
  signedIn,
}) => {
  const login = '<form><input name="email"/><button type="submit">دخول</button></form>';
  const page = pageHtml ?? (url.startsWith('/login') ? login : null);
  if (page === null) return null;
  const overlay = `<dialog open data-dismissed="${dismissedAnnouncement}"><form method="dialog"><button>حسنًا</button></form></dialog>`;
  const html = `<div class="frame" data-app="${appData ? 'yes' : 'no'}" data-signed-in="${signedIn}">${page}</div>`;
  return { html, state: { queries: ['frame'] }, overlay };
};
const renderOverlay: RenderOverlay = async ({ appData, dismissedAnnouncement }) =>
  appData && !dismissedAnnouncement ? '<dialog open id="announcement"></dialog>' : null;

// A released remote's own server bundle (its contract: shared-contracts server-render).
const REMOTE_BUNDLE = `
export async function renderPage({ page, fetch, signedIn }) {
  if (signedIn) {
    if (page !== 'home') return null;
    const res = await fetch('/home', { accept: 'application/json' });
    return { html: '<section aria-busy="true">home status=' + res.status + '</section>', state: { queries: ['guest home'] } };
  }
  if (page === 'courses') throw new Error('render failed');
  if (page !== 'welcome') return null;
  const res = await fetch('/welcome', { accept: 'application/json' });
  return {
    html: '<h1>مرحبا</h1><img src="/__asset_base__/static/svg/hero.1234.svg" alt=""/><p>status=' + res.status + '</p>',
    state: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }] },
  };
}`;

const fetch: ServerFetch = async (path) =>
  path === '/app' ? { status: 200, body: '{"general_announcement":"x"}' } : { status: 200, body: '{}' };

let dir: string;
let screen: ReturnType<typeof createFirstScreen>;
const onError = vi.fn();
beforeAll(async () => {
  // Inside the package: the test runner imports a file written outside its root only once it is
  // known to it (a remote's bundle written now, in /tmp, is "not found").
  const cache = join(import.meta.dirname, '..', '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(join(cache, 'first-screen-test-'));
  const shellDist = writeShellDist(join(dir, 'shell'), {
    indexHtml:
      '<!doctype html><html lang="ar" dir="rtl"><head><script defer src="/static/js/index.0f0f0f0f.js"></script></head><body>\n    <div id="root"><div class="boot">جارٍ التحميل</div></div>\n</body></html>',
    font: 'cairo-arabic-400-normal.abc123.woff2',
  });
  const deployRoot = join(dir, 'deploy');
  writeCatalogueRelease(deployRoot, { serverBundle: REMOTE_BUNDLE });
  screen = createFirstScreen({ shellDist, deployRoot, fetch, onError }, { renderDocument, renderOverlay });
  await screen.warm();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (url: string, cookie?: string) => screen.page({ url, cookie });
const FONT =
  '</static/font/cairo-arabic-400-normal.abc123.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin';

describe("a guest's first screen", () => {
  it("puts the remote's page in the shell's frame, with its styles, data and asset urls", async () => {
    const { html, links } = await page('/');
    expect(html).toContain(
      '<div id="first-screen" inert=""><div class="frame" data-app="yes" data-signed-in="false"><h1>مرحبا</h1>',
    );
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
    // No preload of GET /v1/app: it could not carry App-Platform and App-Version.
    expect(links).toEqual([FONT]);
  });

  it("renders the shell's own page with its controls disabled until the app runs", async () => {
    const { html } = await page('/login');
    expect(html).toContain('<input disabled="" name="email"/>');
    expect(html).toContain('<button disabled="" type="submit">دخول</button>');
    expect(html).not.toContain('/remotes/mfe-catalogue');
  });

  it('sends the overlay beside the markup, working, with the dismissed announcement of the cookie', async () => {
    const { html } = await page('/login', 'app_announcement=1a2b3c4d');
    expect(html).toContain(
      '</div><dialog open data-dismissed="1a2b3c4d"><form method="dialog"><button>حسنًا</button></form></dialog><script type="application/json" id="first-screen-state">',
    );
    expect((await page('/login', 'app_announcement=<b>')).html).toContain('data-dismissed="null"');
  });

  it('answers the plain html, with its start-up hints, when the remote fails', async () => {
    onError.mockClear();
    const { html, links } = await page('/courses');
    expect(html).toBeNull();
    expect(onError).toHaveBeenCalledWith(new Error('render failed'));
    expect(links[0]).toBe('</static/js/index.0f0f0f0f.js>; rel=preload; as=script; fetchpriority=low');
  });

  it('answers the plain html for a page nothing renders', async () => {
    for (const url of ['/teachers', '/about', '/wallet']) {
      expect((await page(url, 'app_announcement=12ab')).html).toBeNull();
    }
  });
});

describe("a signed-in student's first screen", () => {
  it('is the remote page as it renders it, without the guest data', async () => {
    const { html, links } = await page('/home', 'app_session=1');
    expect(html).toContain(
      '<div id="first-screen" inert=""><div class="frame" data-app="yes" data-signed-in="true">',
    );
    expect(html).toContain('home status=200');
    expect(html).toContain('<script type="application/json" id="first-screen-state">[]</script>');
    expect(html).not.toContain('guest home');
    expect(links.join(', ')).not.toContain('as=script');
    // A guest asking for /home is sent to the login page by the app: nothing is rendered for it.
    expect((await page('/home')).html ?? '').not.toContain('id="first-screen"');
  });

  it('is the announcement over the plain app, with its styles, on a page without a first screen', async () => {
    const { html, links } = await page('/profile', 'app_session=1');
    expect(html).not.toContain('id="first-screen"');
    expect(html).toContain('<link rel="stylesheet" href="/static/css/async/9.5678abcd.css" /></head>');
    expect(html).toMatch(
      /<div id="root" inert=""><div class="boot">[^<]*<\/div><\/div><dialog open id="announcement">/,
    );
    expect(html).toContain(
      '</dialog><script type="application/json" id="first-screen-preload">["/static/js/async/n0.1234abcd.js","/remotes/mfe-catalogue/1.2.0/mf-manifest.json"]</script>',
    );
    // No preload of GET /v1/app: it could not carry App-Platform and App-Version.
    expect(links).toEqual([FONT]);
  });

  it('is the plain app, with every hint, when the announcement was dismissed', async () => {
    const { html, links } = await page('/', 'theme=dark; app_session=1; app_announcement=12ab');
    expect(html).toBeNull();
    expect(links).toEqual([
      '</static/js/index.0f0f0f0f.js>; rel=preload; as=script; fetchpriority=low',
      FONT,
      // For a remote's page its live manifest only: a failed script preload would be reused by
      // the retry of a remote that was down.
      '</remotes/mfe-catalogue/1.2.0/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      // The shell's chunks behind its async boundary, styles first.
      '</static/css/async/9.5678abcd.css>; rel=preload; as=style; fetchpriority=low',
      '</static/js/async/n0.1234abcd.js>; rel=preload; as=script; fetchpriority=low',
    ]);
  });
});

describe('during a canary, when the browser picks the version', () => {
  it('answers the plain app, and preloads no manifest', async () => {
    writeFileSync(
      join(dir, 'deploy', 'mfe-registry.json'),
      catalogueRegistry({ version: '1.3.0', percent: 10 }),
    );
    // a rewrite within the same millisecond keeps the mtime: wait for the reader to see it
    await new Promise((r) => setTimeout(r, 20));
    try {
      const { html, links } = await page('/', 'app_announcement=12ab');
      expect(html).toBeNull();
      expect(links.join(', ')).not.toContain('mf-manifest.json');
    } finally {
      writeFileSync(join(dir, 'deploy', 'mfe-registry.json'), catalogueRegistry());
    }
  });
});
