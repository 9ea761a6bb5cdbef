import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute } from '@app/shared-contracts/routes';
import type { FastifyInstance } from 'fastify';
import { manifestAt, type Registry, registryReader, shellStartFiles } from '../lib/releases';
import { serverRendered } from './first-screen';

/**
 * Issue 9, a shorter start-up chain: HTML answers carry `Link: rel=preload` for what the first
 * render needs before the shell's code would ask for it (HTML -> entry -> bootstrap -> registry
 * -> manifest -> remote entry -> page chunk): the shell's entry, the app data (GET /v1/app), the
 * Arabic fonts, for a page of a remote that remote's live manifest, and the shell's chunks behind
 * its async boundary. Headers, not inline script, so a strict CSP holds.
 */

/** `Link` values of the page at `pathname`: its remote's live manifest, when it was released. */
export function remoteHints(deployRoot: string, registry: Registry | null, pathname: string): string[] {
  const { route } = matchRoute(pathname);
  if (route.remote === 'shell') return [];
  const live = registry?.remotes[route.remote];
  // During a canary the browser picks the version (its bucket): a preload could be the wrong one.
  if (!live || live.canary) return [];
  const manifest = manifestAt(join(deployRoot, route.remote, live.version, 'mf-manifest.json'));
  if (!manifest) return [];
  // Only the manifest. A failed `as=script` preload stays in the page's preload cache and is
  // handed to the later <script> of the same URL, so the retry button of a remote that was
  // down could never load it again without a reload (e2e remote-down).
  return [`<${live.entry}>; rel=preload; as=fetch; crossorigin`];
}

/**
 * The shell's entry and the chunks that load before first render (dist/size-stats.json, written
 * by its build for `pnpm size`): the chunks are behind the async boundary, so the browser would
 * only ask for them once the entry ran.
 */
export function shellHints(shellDist: string): { entry: string[]; chunks: string[] } {
  const files = shellStartFiles(shellDist);
  // Low priority: they do not block the html's own first paint (its start-up overlay).
  const preload = (f: string) =>
    `</${f}>; rel=preload; as=${f.endsWith('.css') ? 'style' : 'script'}; fetchpriority=low`;
  const isChunk = (f: string) => f.includes('/async/');
  return {
    // The entry first: its <script defer> would otherwise queue behind the chunks it asks for.
    entry: files.filter((f) => !isChunk(f) && f.endsWith('.js')).map(preload),
    // Styles before scripts.
    chunks: [
      ...files.filter((f) => isChunk(f) && f.endsWith('.css')),
      ...files.filter((f) => isChunk(f) && f.endsWith('.js')),
    ].map(preload),
  };
}

/** Adds the hints to every HTML answer of the shell (its index and the client-route fallback). */
export function installStartHints(
  app: FastifyInstance,
  opts: { deployRoot: string; shellDist: string },
): void {
  const fontDir = join(opts.shellDist, 'static', 'font');
  const fonts = existsSync(fontDir)
    ? readdirSync(fontDir)
        .filter((f) => f.endsWith('.woff2'))
        .map((f) => `</static/font/${f}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
    : [];
  const shell = shellHints(opts.shellDist);
  // The app data every page starts with, fetched with the code; the shell's entry asks for the
  // same URL with a plain fetch (shell/src/lib/early-app-data.ts), which takes this answer.
  const data = ['</v1/app>; rel=preload; as=fetch; crossorigin'];
  const registry = registryReader(join(opts.deployRoot, 'mfe-registry.json'));
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const pathname = req.url.split('?')[0] ?? '/';
    // A server-rendered first screen or announcement (first-screen.ts) carries its styles in the
    // html; the code loads after it is painted, so only the data and the fonts are hinted.
    const links = serverRendered.has(req)
      ? [...data, ...fonts]
      : [
          ...shell.entry,
          ...data,
          ...fonts,
          ...remoteHints(opts.deployRoot, registry(), pathname),
          ...shell.chunks,
        ];
    if (links.length > 0) reply.header('Link', links.join(', '));
    // The hints name the live release: without validators the html is never answered 304, which
    // would bring back the cached answer's old headers (and preload a rolled-back version).
    reply.removeHeader('ETag');
    reply.removeHeader('Last-Modified');
    return payload;
  });
}
