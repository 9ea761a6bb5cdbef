import type { PagePrefetch } from '@app/shared-contracts';
import { type RenderPage, renderForServer } from '@app/shared-contracts/server-render';
import { UiProvider } from '@app/ui';
import type { ComponentType } from 'react';
import * as course from '../exposes/course';
import * as courses from '../exposes/courses';
import { prefetch as homePrefetch } from '../exposes/home';
import * as welcome from '../exposes/welcome';
import { HomeFirstScreen } from '../features/home/components/home-first-screen';

type ServerPage = { default: ComponentType; prefetch: PagePrefetch };

/** The guest pages whose first screen the api sends as html (issue 9); the others render in the browser. */
const GUEST_PAGES: Record<string, ServerPage> = { welcome, courses, course };

/**
 * A signed-in student's pages, rendered with what is the same for every student only (the
 * server never sees the token): never a guest page, whose data (joined, bought) would be wrong.
 */
const SIGNED_IN_PAGES: Record<string, ServerPage> = {
  home: { default: HomeFirstScreen, prefetch: homePrefetch },
};

/** The server bundle's entry (dist/server/render.js, released with the remote). */
export const renderPage: RenderPage = async ({ url, page, params, signedIn = false, fetch }) => {
  const mod = (signedIn ? SIGNED_IN_PAGES : GUEST_PAGES)[page];
  if (!mod) return null;
  const search = new URLSearchParams(url.split('?')[1] ?? '');
  const Page = mod.default;
  return renderForServer({
    url,
    fetch,
    prefetch: (client) => mod.prefetch({ params, search }, client),
    children: (
      <UiProvider>
        <Page />
      </UiProvider>
    ),
  });
};
