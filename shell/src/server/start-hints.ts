import { matchRoute } from '@app/shared-contracts/routes';
import type { Registry } from './build-files';

/**
 * Issue 9, a shorter start-up chain: the html's `Link: rel=preload` values name what the first
 * render needs before the shell's code would ask for it (HTML -> entry -> bootstrap -> registry
 * -> manifest -> remote entry -> page chunk): the shell's entry, the
 * Arabic fonts, for a page of a remote that remote's live manifest, and the shell's chunks behind
 * its async boundary. Headers, not inline script, so a strict CSP holds.
 */

/** The live release of `remote`, unless a canary runs: then each browser picks the version. */
export function settledRelease(registry: Registry | null, remote: string) {
  const live = registry?.remotes[remote];
  return live && !live.canary ? live : null;
}

/** `Link` values of the page at `pathname`: its remote's live manifest, when it was released. */
export function remoteHints(registry: Registry | null, pathname: string, released: boolean): string[] {
  const { route } = matchRoute(pathname);
  if (route.remote === 'shell') return [];
  const live = settledRelease(registry, route.remote);
  if (!live || !released) return [];
  // Only the manifest. A failed `as=script` preload stays in the page's preload cache and is
  // handed to the later <script> of the same URL, so the retry button of a remote that was
  // down could never load it again without a reload (e2e remote-down).
  return [`<${live.entry}>; rel=preload; as=fetch; crossorigin`];
}

// No hint for GET /v1/app: a preload cannot carry App-Platform and App-Version (spec 1 wants them
// on every call); the entry asks for it with them at once (lib/early-requests.ts).
const fontHint = (f: string) => `</${f}>; rel=preload; as=font; type="font/woff2"; crossorigin`;

/** Low priority: they do not block the html's own first paint (its start-up overlay). */
const preload = (f: string) =>
  `</${f}>; rel=preload; as=${f.endsWith('.css') ? 'style' : 'script'}; fetchpriority=low`;
const isChunk = (f: string) => f.includes('/async/');

/**
 * The hints of the plain html: the entry first (its <script defer> would otherwise queue behind
 * the chunks it asks for), the fonts, the remote's manifest, then the chunks that load
 * before first render (behind the async boundary, so the browser would only ask for them once the
 * entry ran), styles before scripts.
 */
export function plainHints(startFiles: string[], fonts: string[], remote: string[]): string[] {
  return [
    ...startFiles.filter((f) => !isChunk(f) && f.endsWith('.js')).map(preload),
    ...fonts.map(fontHint),
    ...remote,
    ...startFiles.filter((f) => isChunk(f) && f.endsWith('.css')).map(preload),
    ...startFiles.filter((f) => isChunk(f) && f.endsWith('.js')).map(preload),
  ];
}

/**
 * The hints of html painted before the app's code is asked for (a first screen, or the
 * announcement over the plain app): it carries its styles, and the code loads after the paint
 * (its list in the html), so only the fonts.
 */
export function paintedHints(fonts: string[]): string[] {
  return fonts.map(fontHint);
}

/** The shell's chunks that its entry asks for, fetched once the markup is painted (the entry is in the html). */
export const startChunks = (startFiles: string[]) =>
  startFiles.filter((f) => isChunk(f) && f.endsWith('.js')).map((f) => `/${f}`);

/** The shell's start-up styles, which the markup needs in the head. */
export const startCss = (startFiles: string[]) =>
  startFiles.filter((f) => f.endsWith('.css')).map((f) => `/${f}`);
