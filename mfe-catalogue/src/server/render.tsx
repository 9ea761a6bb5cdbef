import type { PagePrefetch } from '@app/shared-contracts';
import { type RenderPage, renderForServer } from '@app/shared-contracts/server-render';
import type { ComponentType } from 'react';
import * as course from '../exposes/course';
import * as courses from '../exposes/courses';
import * as welcome from '../exposes/welcome';

/** The guest pages whose first screen the api sends as html (issue 9); the others render in the browser. */
const PAGES: Record<string, { default: ComponentType; prefetch: PagePrefetch }> = {
  welcome,
  courses,
  course,
};

/** The server bundle's entry (dist/server/render.js, released with the remote). */
export const renderPage: RenderPage = async ({ url, page, params, fetch }) => {
  const mod = PAGES[page];
  if (!mod) return null;
  const search = new URLSearchParams(url.split('?')[1] ?? '');
  const Page = mod.default;
  return renderForServer({
    url,
    fetch,
    prefetch: (client) => mod.prefetch({ params, search }, client),
    children: <Page />,
  });
};
