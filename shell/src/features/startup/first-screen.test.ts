import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintsBeforeCode, preloadStartFiles } from './first-screen-paint';

/** Fresh copies of @app/ui and the module: "first screen shown" is module state. */
async function load() {
  vi.resetModules();
  const { markFirstScreen } = await import('@app/ui');
  const { takeOverFirstScreen } = await import('./first-screen');
  const { queryClient: client } = await import('@app/shared-contracts');
  return { markFirstScreen, takeOverFirstScreen, client };
}

const state = {
  mutations: [],
  queries: [
    {
      queryKey: ['mfe-catalogue', 'welcome'],
      queryHash: '["mfe-catalogue","welcome"]',
      state: { data: { featured_courses: [] }, status: 'success', dataUpdatedAt: Date.now() },
    },
  ],
};

const markupOnPage = () => document.getElementById('first-screen') !== null;

function serverPage() {
  document.body.innerHTML =
    '<div id="first-screen"><h1>مرحبا</h1></div>' +
    `<script type="application/json" id="first-screen-state">${JSON.stringify([state])}</script>` +
    '<script type="application/json" id="first-screen-preload">["/static/js/async/a.js","/remotes/x/1/mf-manifest.json"]</script>' +
    '<div id="root" hidden></div>';
  return document.getElementById('root') as HTMLElement;
}

describe("the app takes the server's first screen over", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it("keeps the markup until the app's first page is on screen, then swaps in one step", async () => {
    const { markFirstScreen, takeOverFirstScreen, client } = await load();
    const root = serverPage();
    expect(markupOnPage()).toBe(true);
    takeOverFirstScreen(root);
    // The markup's data is the app's: its first render needs no request.
    expect(client.getQueryData(['mfe-catalogue', 'welcome'])).toEqual({ featured_courses: [] });
    client.clear();
    expect(document.getElementById('first-screen-state')).toBeNull();
    expect(root.hidden).toBe(true);
    expect(document.getElementById('first-screen')).not.toBeNull();
    markFirstScreen();
    expect(root.hidden).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it("keeps the markup over an app page that is still loading, until that page's content is in", async () => {
    const { markFirstScreen, takeOverFirstScreen } = await load();
    const root = serverPage();
    root.innerHTML = '<section aria-busy="true">…</section><button aria-busy="true">x</button>';
    takeOverFirstScreen(root);
    markFirstScreen();
    expect(root.hidden).toBe(true);
    expect(markupOnPage()).toBe(true);
    // A busy button (an action running) does not hold the markup, the loading page does.
    root.querySelector('section')?.removeAttribute('aria-busy');
    await vi.waitFor(() => expect(root.hidden).toBe(false));
    expect(markupOnPage()).toBe(false);
  });

  it("leaves the guest's data out when this browser holds a session", async () => {
    const { takeOverFirstScreen, client } = await load();
    const { sessionStore } = await import('@app/shared-contracts');
    sessionStore.getState().setToken('kept-token');
    try {
      takeOverFirstScreen(serverPage());
      expect(client.getQueryData(['mfe-catalogue', 'welcome'])).toBeUndefined();
    } finally {
      sessionStore.getState().clearSession();
    }
  });

  it('gives way after a while even if no page ever marks itself', async () => {
    const { takeOverFirstScreen } = await load();
    vi.useFakeTimers();
    const root = serverPage();
    takeOverFirstScreen(root);
    vi.advanceTimersByTime(15_000);
    expect(root.hidden).toBe(false);
    expect(markupOnPage()).toBe(false);
  });

  it('does nothing on a page the server did not render', async () => {
    const { markFirstScreen, takeOverFirstScreen } = await load();
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    takeOverFirstScreen(root);
    markFirstScreen();
    expect(root.hidden).toBe(false);
    expect(markupOnPage()).toBe(false);
  });

  it('waits for the paint when the html lists the start-up files (a first screen or the announcement)', () => {
    serverPage();
    expect(paintsBeforeCode()).toBe(true);
    document.body.innerHTML =
      '<div id="root" inert=""></div><dialog open></dialog>' +
      '<script type="application/json" id="first-screen-preload">[]</script>';
    expect(paintsBeforeCode()).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(paintsBeforeCode()).toBe(false);
  });

  it('asks for the start-up files in one wave', async () => {
    serverPage();
    await preloadStartFiles();
    const links = [...document.head.querySelectorAll('link[rel=preload]')] as HTMLLinkElement[];
    expect(links.map((l) => [l.getAttribute('href'), l.as])).toEqual([
      ['/static/js/async/a.js', 'script'],
      ['/remotes/x/1/mf-manifest.json', 'fetch'],
    ]);
    expect(links[1]?.crossOrigin).toBe('anonymous');
  });
});
