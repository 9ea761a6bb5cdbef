import { type AppData, http, type PagePrefetch, sessionStore } from '@app/shared-contracts';
import { type RenderPage, renderForServer } from '@app/shared-contracts/server-render';
import { preloadUiParts, UiProvider } from '@app/ui';
import type { ComponentType } from 'react';
import * as course from '../exposes/course';
import * as courses from '../exposes/courses';
import { prefetch as homePrefetch } from '../exposes/home';
import * as teacher from '../exposes/teacher';
import * as welcome from '../exposes/welcome';
import { CourseFirstScreen } from '../features/course/components/course-first-screen';
import { HomeFirstScreen } from '../features/home/components/home-first-screen';
import { TeacherFirstScreen } from '../features/teachers/components/teacher-first-screen';

type ServerPage = { default: ComponentType; prefetch: PagePrefetch };

/** The guest pages whose first screen the api sends as html (issue 9); the others render in the browser. */
const GUEST_PAGES: Record<string, ServerPage> = { welcome, courses, course, teacher };

/**
 * A signed-in student's pages, rendered with what is the same for every student only (the
 * server never sees the token): never a guest page, whose data (joined, bought) would be wrong.
 */
const SIGNED_IN_PAGES: Record<string, ServerPage> = {
  home: { default: HomeFirstScreen, prefetch: homePrefetch },
  course: { default: CourseFirstScreen, prefetch: course.prefetch },
  teacher: { default: TeacherFirstScreen, prefetch: teacher.prefetch },
};

/**
 * The public app data (categories, grades) the pages read from the session, as the browser has it
 * before its first page renders: without it the markup lacked the catalogue's category filter and
 * the app's page, 84 px taller, replaced it (issue 35). The same for every visitor, so a render
 * running beside another one cannot show the wrong data.
 */
async function loadAppData(): Promise<void> {
  try {
    const { data } = await http.get<AppData>('/app');
    sessionStore.getState().setAppData(data);
  } catch {
    // The page renders without the filters, as the browser would while its app data is missing.
  }
}

/**
 * The design system's lazy parts (the category filter's select) loaded before rendering: a part
 * that suspends leaves React's inline completion script in the markup, which the CSP refuses.
 */
const uiParts = (): Promise<void> => preloadUiParts().catch(() => {});

/** The server bundle's entry (dist/server/render.js, released with the remote). */
export const renderPage: RenderPage = async ({ url, page, params, signedIn = false, fetch }) => {
  const mod = (signedIn ? SIGNED_IN_PAGES : GUEST_PAGES)[page];
  if (!mod) return null;
  const search = new URLSearchParams(url.split('?')[1] ?? '');
  const Page = mod.default;
  return renderForServer({
    url,
    fetch,
    prefetch: (client) => Promise.all([loadAppData(), uiParts(), mod.prefetch({ params, search }, client)]),
    children: (
      <UiProvider>
        <Page />
      </UiProvider>
    ),
  });
};
