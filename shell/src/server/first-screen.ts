import { join } from 'node:path';
import type {
  CreateFirstScreen,
  FirstScreen,
  FirstScreenAnswer,
  FirstScreenOptions,
  FirstScreenRequest,
} from '@app/shared-contracts/first-screen';
import { matchRoute } from '@app/shared-contracts/routes';
import type { RenderPage } from '@app/shared-contracts/server-render';
import {
  fileReader,
  fontFiles,
  manifestAt,
  registryReader,
  remoteBundle,
  startFilesReader,
} from './build-files';
import { composeFirstScreen, composeOverlay, dismissedAnnouncement, SESSION_HINT } from './first-screen-html';
import type { RenderDocument, RenderOverlay } from './frame-types';
import { renderDocument, renderOverlay } from './render';
import { paintedHints, plainHints, remoteHints, settledRelease, startChunks, startCss } from './start-hints';

/**
 * The shell's server entry (dist/server/first-screen.js, decision 0030), which the api mounts for
 * every GET of a shell page. The first screen of a guest page comes as html, and of a signed-in
 * page the part that is the same for every student (decisions 0020, 0022). For a page of a remote
 * the live release's own server bundle renders the page (released with it, so a rollback rolls it
 * back too) and the shell the frame around it, with the data asked of the api in-process; the
 * markup goes into the shell's index.html. The browser's app starts after the markup is painted
 * and replaces it (bootstrap.tsx). Anything missing, failing or late is the plain index.html.
 */

/** A render longer than this is not worth waiting for: the plain page is sent instead. */
const RENDER_BUDGET_MS = 1500;

function withBudget<T>(work: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

type ShellRender = { renderDocument: RenderDocument; renderOverlay: RenderOverlay };

/** `shell` is the frame's render; tests give their own. */
export function createFirstScreen(
  options: FirstScreenOptions,
  shell: ShellRender = { renderDocument, renderOverlay },
): FirstScreen {
  const { shellDist, deployRoot, fetch } = options;
  const registry = registryReader(deployRoot);
  const template = fileReader(join(shellDist, 'index.html'), (text) => text);
  const startFiles = startFilesReader(shellDist);
  const fonts = fontFiles(shellDist);
  const releaseDir = (remote: string, version: string) => join(deployRoot, remote, version);

  const guestAppData = async (): Promise<unknown> => {
    const res = await fetch('/app', { accept: 'application/json', 'app-platform': 'web' });
    return res.status === 200 ? JSON.parse(res.body) : null;
  };

  /**
   * `signedIn`: the browser keeps a session (its hint cookie). The token is not sent with a page,
   * so only what is the same for every student is rendered (the remote decides which pages it
   * can), and none of the data: the app asks for the student's own.
   */
  async function render({ url, cookie }: FirstScreenRequest, signedIn: boolean): Promise<string | null> {
    const page = template();
    if (!page) return null;
    const { route, params } = matchRoute(url.split('?')[0] ?? '/');
    if (signedIn && route.remote === 'shell') return null;
    let pageHtml: string | null = null;
    let pageState: unknown = null;
    const files = startFiles();
    const css = startCss(files);
    const preload = startChunks(files);
    let remoteBase = '';
    if (route.remote !== 'shell') {
      const live = settledRelease(registry(), route.remote);
      if (!live) return null;
      remoteBase = `/remotes/${route.remote}/${live.version}/`;
      preload.push(live.entry);
      const dir = releaseDir(route.remote, live.version);
      const remote = await remoteBundle<{ renderPage?: RenderPage }>(dir);
      if (!remote?.renderPage) return null;
      const exposed = route.exposed;
      const result = await remote.renderPage({
        url,
        page: exposed.replace('./pages/', ''),
        params,
        signedIn,
        fetch,
      });
      if (!result) return null;
      pageHtml = result.html;
      pageState = result.state;
      const assets = manifestAt(dir)?.exposes?.find((e) => e.path === exposed);
      for (const file of assets?.assets.css.sync ?? []) css.push(`${remoteBase}${file}`);
    }
    const appData = await guestAppData();
    if (!appData) return null;
    const doc = await shell.renderDocument({
      url,
      pageHtml,
      appData,
      dismissedAnnouncement: dismissedAnnouncement(cookie),
      signedIn,
      fetch,
    });
    if (!doc) return null;
    const states = signedIn ? [] : [doc.state, pageState];
    return composeFirstScreen(page, {
      html: doc.html,
      states,
      css,
      remoteBase,
      preload,
      overlay: doc.overlay,
    });
  }

  /**
   * A page without a first screen: the announcement over it. The announcement is what the visitor
   * sees first, so, as with a first screen, the app's code is asked for once it is painted (the
   * preload list), not with the html (issue 9: on a slow line the code's 240 kB came before the
   * dialog's paint).
   */
  async function renderOverlayOnly({ url, cookie }: FirstScreenRequest): Promise<string | null> {
    const page = template();
    if (!page) return null;
    const appData = await guestAppData();
    if (!appData) return null;
    const overlay = await shell.renderOverlay({
      appData,
      dismissedAnnouncement: dismissedAnnouncement(cookie),
    });
    if (!overlay) return null;
    const files = startFiles();
    const preload = startChunks(files);
    const { route } = matchRoute(url.split('?')[0] ?? '/');
    const live = route.remote === 'shell' ? null : settledRelease(registry(), route.remote);
    if (live) preload.push(live.entry);
    return composeOverlay(page, { css: startCss(files), overlay, preload });
  }

  /** The plain index.html, with the hints of its start-up chain. */
  const plain = (url: string): FirstScreenAnswer => {
    const pathname = url.split('?')[0] ?? '/';
    const { route } = matchRoute(pathname);
    const live = route.remote === 'shell' ? null : settledRelease(registry(), route.remote);
    const released = live ? manifestAt(releaseDir(route.remote, live.version)) !== null : false;
    return {
      html: null,
      links: plainHints(startFiles(), fonts, remoteHints(registry(), pathname, released)),
    };
  };

  return {
    // The bundles are imported at start, not by the first visitor (a cold import takes about a second).
    async warm() {
      for (const [remote, live] of Object.entries(registry()?.remotes ?? {})) {
        await remoteBundle(releaseDir(remote, live.version));
      }
    },
    async page(request) {
      try {
        const painted = paintedHints(fonts);
        const html = await withBudget(render(request, SESSION_HINT.test(request.cookie ?? '')));
        if (html) return { html, links: painted };
        const overlaid = await withBudget(renderOverlayOnly(request));
        if (overlaid) return { html: overlaid, links: painted };
        return plain(request.url);
      } catch (err) {
        options.onError?.(err);
        return plain(request.url);
      }
    },
  };
}

// The contract's signature, checked: the api calls it with the options only.
createFirstScreen satisfies CreateFirstScreen;
