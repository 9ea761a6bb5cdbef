import { ANNOUNCEMENT_HINT_COOKIE, SESSION_HINT_COOKIE } from '@app/shared-contracts/session-hint';

/** The cookie the app sets while a session exists (shared-contracts session-hint.ts). */
export const SESSION_HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`);
const DISMISSED = new RegExp(`(?:^|;\\s*)${ANNOUNCEMENT_HINT_COOKIE}=([0-9a-f]{1,8})(?:;|$)`);

/** The key of the announcement the visitor dismissed (its cookie), if any. */
export function dismissedAnnouncement(cookie: string | undefined): string | null {
  return DISMISSED.exec(cookie ?? '')?.[1] ?? null;
}

/** Where the server bundles' asset URLs start (scripts/lib/server-build.mjs): the release's folder replaces it. */
export const ASSET_BASE = '/__asset_base__/';

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The server's markup cannot act before the app has started: its controls are disabled (a tap does
 * nothing visible, typed text would be lost when the app replaces the markup); links work as links.
 */
export function disableControls(html: string): string {
  return html.replace(/<(button|input|select|textarea)(?=[\s/>])/g, '<$1 disabled=""');
}

const ROOT = /<div id="root">.*<\/div>/;
/**
 * The overlay (the announcement) is a modal dialog in the markup itself: the page beside it is
 * `inert` in the html, so nothing behind it can be focused or tapped. Made modal later with
 * `showModal()`, the whole page was restyled in one long task on a slow phone (issue 9). The
 * shell's entry lifts it when the dialog closes (shell/src/features/overlays/lib/server-copy.ts).
 */
const INERT = ' inert=""';
/**
 * A remote's stylesheet also carries its path inside the remote as `data-href`: that is how the
 * remote's chunk loader looks for a stylesheet already on the page (it knows its own files by an
 * absolute URL the server cannot write). Without it the app added the same file again once it ran:
 * parsed twice and the whole page restyled (issue 9).
 */
const stylesheets = (css: string[], remoteBase = '') =>
  css
    .map((href) =>
      remoteBase && href.startsWith(remoteBase)
        ? `<link rel="stylesheet" href="${href}" data-href="${href.slice(remoteBase.length)}" />`
        : `<link rel="stylesheet" href="${href}" />`,
    )
    .join('');

export interface FirstScreen {
  /** The shell's frame with the page in it; asset URLs of the remote start with ASSET_BASE. */
  html: string;
  /** Dehydrated query caches, for the app's cache (shell/src/features/startup/first-screen.ts). */
  states: unknown[];
  /** Stylesheets the markup needs, in order. */
  css: string[];
  /** The live remote's public folder, `/remotes/<remote>/<version>/` ('' for a shell page). */
  remoteBase: string;
  /** What the app's start-up asks for, fetched in one wave once the markup is painted (`as` by extension). */
  preload: string[];
  /** Shown over the markup and working before the app runs (the announcement): not disabled. */
  overlay?: string;
}

/**
 * The shell's index.html with the first screen in it: the styles in the head (render-blocking,
 * as the markup needs them), the markup in `#first-screen`, the overlay beside it (the app removes
 * it itself) and the app's root, empty and hidden, after them. The start-up overlay of the template is left out.
 */
export function composeFirstScreen(template: string, screen: FirstScreen): string {
  const links = stylesheets(screen.css, screen.remoteBase);
  const markup = disableControls(screen.html.split(ASSET_BASE).join(screen.remoteBase || '/'));
  // Under an overlay the page is inert from the first paint (see INERT).
  const inert = screen.overlay ? INERT : '';
  const body =
    `<div id="first-screen"${inert}>${markup}</div>` +
    (screen.overlay ?? '') +
    `<script type="application/json" id="first-screen-state">${scriptJson(screen.states.filter(Boolean))}</script>` +
    `<script type="application/json" id="first-screen-preload">${scriptJson(screen.preload)}</script>` +
    `<div id="root" hidden${inert}></div>`;
  if (!ROOT.test(template)) throw new Error('index.html has no #root on one line');
  return template.replace('</head>', `${links}</head>`).replace(ROOT, () => body);
}

/**
 * The plain index.html (its start-up overlay, the app starting as usual) with `overlay` shown
 * over it from the first paint, the styles it needs in the head, and what the app's start-up asks
 * for, fetched once the overlay is painted.
 */
export function composeOverlay(
  template: string,
  { css, overlay, preload = [] }: { css: string[]; overlay: string; preload?: string[] },
) {
  if (!ROOT.test(template)) throw new Error('index.html has no #root on one line');
  const list = `<script type="application/json" id="first-screen-preload">${scriptJson(preload)}</script>`;
  return template
    .replace('</head>', `${stylesheets(css)}</head>`)
    .replace(ROOT, (root) => root.replace('<div id="root"', `<div id="root"${INERT}`) + overlay + list);
}
