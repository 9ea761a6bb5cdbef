// Issue 30 item 2 (decision 0033): the session store is one instance across the shell and every
// remote. A page of each remote is shown in one document (client-side navigation, no reload);
// then the store module must have been evaluated exactly once, and the MF share registry must hold
// one copy of @app/shared-contracts and of zustand, loaded from the shell and used by every remote.
// It fails when a remote bundles its own copy (a missing or wrong `shared` entry).
import type { Page } from '@playwright/test';
import { readyStudent } from '../support/api';
import { allCourses } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { mfNameOf, REMOTES, SHELL_MF_NAME } from '../support/remotes';
import { signInWithToken, trackRemoteRequests, waitForApp } from '../support/ui';

// The remotes of the student side: a student never loads mfe-staff, which has only staff pages
// (decision 0037). (The route table's module reads remotes.json, which Playwright's loader cannot import.)
const STUDENT_REMOTES = REMOTES.filter((r) => r !== 'mfe-staff');

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** Client-side navigation (the router listens to popstate): the page, its globals, stay. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  await waitForApp(page);
}

/** The page's MF share scope, by package, and how often the session store module ran. */
function readShare(page: Page) {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>;
    const g = globalThis as unknown as {
      __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Scope>> };
      [key: symbol]: unknown;
    };
    const out: Record<string, ShareEntry[]> = {};
    for (const scopes of Object.values(g.__FEDERATION__?.__SHARE__ ?? {}))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs))
          out[pkg] = [
            ...(out[pkg] ?? []),
            ...Object.entries(versions).map(([version, s]) => ({
              version,
              from: s.from,
              loaded: Boolean(s.loaded),
              useIn: s.useIn ?? [],
            })),
          ];
    return { loads: g[Symbol.for('@app/shared-contracts/session-store-loads')], share: out };
  });
}

test('one session store: @app/shared-contracts and zustand load once, from the shell, for every remote', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'one-store');
  const course = (await allCourses(request, student.token!))[0]!;
  const remotesSeen = trackRemoteRequests(page);
  // /home: the catalogue's page and the wallet's card widget.
  await signInWithToken(page, student.token!, '/home');
  await navigate(page, '/wallet');
  // The course page embeds learning's lectures section (once the page is in).
  await navigate(page, `/courses/${course.id}`);
  await expect(page.locator('#course-lectures-title')).toBeVisible({ timeout: 20_000 });
  await navigate(page, '/my-exams/exams');
  await navigate(page, '/our-outlets');
  // Every remote was fetched in this one document.
  const seen = [...remotesSeen].join(' ');
  for (const remote of STUDENT_REMOTES) expect(seen, `${remote} was loaded`).toContain(`${remote}/`);

  const { loads, share } = await readShare(page);
  expect(loads, 'the session store module was evaluated once on the page').toBe(1);
  for (const name of ['@app/shared-contracts', 'zustand']) {
    const versions = share[name] ?? [];
    expect(versions, `${name}: one copy in the share scope`).toHaveLength(1);
    expect(versions[0], `${name}: provided by the shell and loaded`).toMatchObject({
      from: SHELL_MF_NAME,
      loaded: true,
    });
  }
  // A remote whose script has arrived registers itself as a user a moment later: poll, not read once.
  await expect
    .poll(async () => (await readShare(page)).share['@app/shared-contracts']?.[0]?.useIn, {
      message: 'used by the shell and every remote',
    })
    .toEqual(expect.arrayContaining([SHELL_MF_NAME, ...STUDENT_REMOTES.map((r) => mfNameOf(r))]));
});
