import {
  type AppData,
  announcementKey,
  matchRoute,
  pathFor,
  routeTable,
  sessionStore,
} from '@app/shared-contracts';
import { renderForServer, renderToHtml } from '@app/shared-contracts/server-render';
import { UiProvider } from '@app/ui';
import type { ComponentType } from 'react';
import { AppLayout } from '../features/layout/components/app-layout';
import { ServerAnnouncement } from '../features/overlays/components/server-announcement';
import { remotePageClass } from '../federation/remote-page-frame';
import { resolveGuard } from '../lib/guards';
import LoginPage from '../pages/login-page';
import type { RenderDocument, RenderOverlay } from './frame-types';

/** The shell's own guest pages whose first screen the api sends as html (issue 9). */
const SHELL_PAGES: Record<string, ComponentType> = { [pathFor('login')]: LoginPage };

/**
 * The announcement over any page before the app runs, signed in or not: unless this visitor
 * dismissed it (its cookie). Called by the server entry (first-screen.ts).
 */
export const renderOverlay: RenderOverlay = async ({ appData, dismissedAnnouncement }) => {
  const text = (appData as AppData | null)?.general_announcement?.trim();
  if (!text || announcementKey(text) === dismissedAnnouncement) return null;
  return renderToHtml(<ServerAnnouncement text={text} />);
};

/**
 * A signed-in frame's session: the server never sees the token (it stays in the browser), so
 * the frame shows what every student has (the menu, the bottom bar) and no name or photo.
 */
const UNKNOWN_STUDENT = 'server-render';

/** One render at a time: the session store is this bundle's one global, set for each render. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The frame (top bar, footer; for a signed-in student the menu and bottom bar too) around a
 * remote page's markup or one of the shell's pages, and the announcement over them. The session
 * is a guest's (no token) or a student's without their details (a placeholder token, no user),
 * with the public app data.
 */
export const renderDocument: RenderDocument = (request) => oneAtATime(() => renderFrame(request));

const renderFrame: RenderDocument = async ({
  url,
  pageHtml,
  appData,
  dismissedAnnouncement,
  signedIn = false,
  fetch,
}) => {
  const [pathname = '/', search = ''] = url.split('?');
  const ShellPage = signedIn ? undefined : SHELL_PAGES[pathname];
  if (pageHtml === null && !ShellPage) return null;
  // A page the browser would leave at once (a guard's redirect, a route switched off) is not rendered.
  const session = { token: signedIn ? UNKNOWN_STUDENT : null, user: null, appData: appData as AppData };
  if (resolveGuard(matchRoute(pathname).route, { pathname, search: search ? `?${search}` : '' }, session)) {
    return null;
  }
  sessionStore.setState(session);
  const page =
    pageHtml === null ? (
      ShellPage && <ShellPage />
    ) : (
      <div className={remotePageClass} dangerouslySetInnerHTML={{ __html: pageHtml }} />
    );
  const doc = await renderForServer({
    url,
    fetch,
    children: (
      <UiProvider>
        <AppLayout table={routeTable} widthUnknown={signedIn}>
          {page}
        </AppLayout>
      </UiProvider>
    ),
  });
  const overlay = await renderOverlay({ appData, dismissedAnnouncement });
  return overlay ? { ...doc, overlay } : doc;
};
