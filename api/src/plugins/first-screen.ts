import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchRoute } from '@app/shared-contracts/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileReader, manifestAt, registryReader, shellStartFiles } from '../lib/releases';
import { composeFirstScreen, composeOverlay, dismissedAnnouncement, SESSION_HINT } from './first-screen-html';

/**
 * Issue 9: the first screen of a guest page comes as html, and of a signed-in page the part that is
 * the same for every student (the home page's header images). The shell and each remote build a
 * server bundle (`dist/server/render.js`, scripts/lib/server-build.mjs) next to their browser
 * build; a remote's is released with it, so rolling a remote back rolls its server render back
 * too. For a page that both the live remote and the shell can render, the api asks the remote
 * for the page and the shell for the frame around it, with the data asked of itself in-process,
 * and answers the shell's index.html with that markup in it. The browser's app starts after the
 * markup is painted and replaces it once its own first page is on screen (shell/src/bootstrap.tsx).
 * Anything missing or failing answers the plain index.html, as before.
 */

type RenderFn = (request: object) => Promise<{ html: string; state: unknown; overlay?: string } | null>;
type Bundle = {
  renderPage?: RenderFn;
  renderDocument?: RenderFn;
  renderOverlay?: (request: object) => Promise<string | null>;
};

/**
 * Requests answered with html painted before the app's code is asked for (a first screen or the
 * announcement over the plain app): their `Link` hints differ.
 */
export const serverRendered = new WeakSet<FastifyRequest>();

/** A render longer than this is not worth waiting for: the plain page is sent instead. */
const RENDER_BUDGET_MS = 1500;

const bundles = new Map<string, Promise<Bundle | null>>();
/** A released bundle never changes; the shell's is read again when its build is new. */
function bundleAt(file: string, version = ''): Promise<Bundle | null> {
  const key = `${file}#${version}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = existsSync(file)
      ? (import(`${pathToFileURL(file).href}?v=${encodeURIComponent(version)}`) as Promise<Bundle>).catch(
          () => null,
        )
      : Promise.resolve(null);
    bundles.set(key, bundle);
  }
  return bundle;
}

function withBudget<T>(work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface FirstScreenOptions {
  deployRoot: string;
  shellDist: string;
}

/** Returns the page for a GET of `req`, or null when the plain index.html is the answer. */
export function firstScreenRenderer(app: FastifyInstance, opts: FirstScreenOptions) {
  const registry = registryReader(join(opts.deployRoot, 'mfe-registry.json'));
  const template = fileReader(join(opts.shellDist, 'index.html'), (text) => text);
  const shellFile = join(opts.shellDist, 'server', 'render.js');
  // The shell's build is replaced in place: its bundle is read again when the file is new.
  const shellVersion = () => {
    try {
      return String(statSync(shellFile).mtimeMs);
    } catch {
      return '';
    }
  };
  // The api's own answers, in-process: what a guest's browser would be sent.
  const fetch = async (path: string, headers: Record<string, string>) => {
    const { authorization: _, cookie: __, ...rest } = headers;
    const res = await app.inject({ method: 'GET', url: `/v1${path}`, headers: rest });
    return { status: res.statusCode, body: res.body };
  };

  const guestAppData = async (): Promise<unknown> => {
    const res = await fetch('/app', { accept: 'application/json', 'app-platform': 'web' });
    return res.status === 200 ? JSON.parse(res.body) : null;
  };
  const startCss = () =>
    shellStartFiles(opts.shellDist)
      .filter((f) => f.endsWith('.css'))
      .map((f) => `/${f}`);
  // During a canary the browser picks the version: the server cannot know which.
  const settledRelease = (remote: string) => {
    const live = registry()?.remotes[remote];
    return live && !live.canary ? live : null;
  };
  // The entry is in the html already; its chunks and the remote's manifest come after the paint.
  const startChunks = () =>
    shellStartFiles(opts.shellDist)
      .map((f) => `/${f}`)
      .filter((f) => f.includes('/async/') && f.endsWith('.js'));

  // The bundles are imported at start, not by the first visitor (a cold import takes about a second).
  app.addHook('onReady', async () => {
    await bundleAt(shellFile, shellVersion());
    for (const [remote, live] of Object.entries(registry()?.remotes ?? {})) {
      await bundleAt(join(opts.deployRoot, remote, live.version, 'server', 'render.js'), live.version);
    }
  });

  /**
   * `signedIn`: the browser keeps a session (its hint cookie). The token is not sent with a page,
   * so only what is the same for every student is rendered (the remote decides which pages it
   * can), and none of the data: the app asks for the student's own.
   */
  async function render(req: FastifyRequest, signedIn: boolean): Promise<string | null> {
    const page = template();
    if (!page) return null;
    const url = req.url;
    const { route, params } = matchRoute(url.split('?')[0] ?? '/');
    if (signedIn && route.remote === 'shell') return null;
    const shell = await bundleAt(shellFile, shellVersion());
    if (!shell?.renderDocument) return null;
    let pageHtml: string | null = null;
    let pageState: unknown = null;
    const css = startCss();
    const preload = startChunks();
    let remoteBase = '';
    if (route.remote !== 'shell') {
      const live = settledRelease(route.remote);
      if (!live) return null;
      remoteBase = `/remotes/${route.remote}/${live.version}/`;
      preload.push(live.entry);
      const dir = join(opts.deployRoot, route.remote, live.version);
      const remote = await bundleAt(join(dir, 'server', 'render.js'), live.version);
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
      const assets = manifestAt(join(dir, 'mf-manifest.json'))?.exposes?.find((e) => e.path === exposed);
      for (const file of assets?.assets.css.sync ?? []) css.push(`${remoteBase}${file}`);
    }
    const appData = await guestAppData();
    if (!appData) return null;
    const doc = await shell.renderDocument({
      url,
      pageHtml,
      appData,
      dismissedAnnouncement: dismissedAnnouncement(req.headers.cookie),
      signedIn,
      fetch,
    });
    if (!doc) return null;
    return composeFirstScreen(page, {
      html: doc.html,
      states: signedIn ? [] : [doc.state, pageState],
      css,
      remoteBase,
      preload,
      overlay: doc.overlay,
    });
  }

  /**
   * A page without a first screen (not rendered here): the announcement over it. The announcement
   * is what the visitor sees first, so, as with a first screen, the app's code is asked for once
   * it is painted (the preload list), not with the html (issue 9: on a slow line the code's 240 kB
   * came before the dialog's paint).
   */
  async function renderOverlayOnly(req: FastifyRequest): Promise<string | null> {
    const page = template();
    const shell = await bundleAt(shellFile, shellVersion());
    if (!page || !shell?.renderOverlay) return null;
    const appData = await guestAppData();
    if (!appData) return null;
    const overlay = await shell.renderOverlay({
      appData,
      dismissedAnnouncement: dismissedAnnouncement(req.headers.cookie),
    });
    if (!overlay) return null;
    const preload = startChunks();
    const { route } = matchRoute(req.url.split('?')[0] ?? '/');
    const live = route.remote === 'shell' ? null : settledRelease(route.remote);
    if (live) preload.push(live.entry);
    return composeOverlay(page, { css: startCss(), overlay, preload });
  }

  return async (req: FastifyRequest): Promise<string | null> => {
    if (req.method !== 'GET') return null;
    try {
      const html = await withBudget(render(req, SESSION_HINT.test(req.headers.cookie ?? '')));
      if (html) {
        serverRendered.add(req);
        return html;
      }
      const overlaid = await withBudget(renderOverlayOnly(req));
      if (overlaid) serverRendered.add(req);
      return overlaid;
    } catch (err) {
      req.log.warn({ err }, 'first screen not rendered');
      return null;
    }
  };
}
