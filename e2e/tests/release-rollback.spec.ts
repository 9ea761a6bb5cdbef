// Issue 2 §6 and §7: releasing a second version of one remote and rolling it back changes what the
// browser loads after a reload, and nothing else (not the shell, not the other remotes).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { e2eVersion, mfe } from '../support/mfe';
import { text, trackRemoteRequests, waitForApp } from '../support/ui';

const REMOTE = 'mfe-community';

/** Loads a page of each of two remotes and the shell's own scripts; returns what was fetched. */
async function visit(page: Page) {
  const remotes = trackRemoteRequests(page);
  const shellScripts = new Set<string>();
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/static/') || path === '/') shellScripts.add(path);
  });
  for (const path of ['/help', '/courses']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(text.remoteFailed)).toHaveCount(0);
    // What the shell loads once the first page is on screen (the toasts' code) has loaded too.
    await page.waitForLoadState('networkidle');
  }
  const registry = await page.evaluate(async () =>
    (await fetch('/mfe-registry.json', { cache: 'no-store' })).json(),
  );
  return { remotes: [...remotes].sort(), shellScripts: [...shellScripts].sort(), registry };
}

const versionOf = (remotes: string[], remote: string) =>
  remotes.filter((r) => r.startsWith(`${remote}/`)).map((r) => r.split('/')[1]);

test('release mfe-community 1.0.1-e2e, then roll it back', async ({ page }) => {
  const before = await visit(page);
  const liveBefore = before.registry.remotes[REMOTE].version as string;
  expect(versionOf(before.remotes, REMOTE)).toEqual([liveBefore]);

  // A retry of this test in CI finds 1.0.1-e2e already released: released versions never change.
  const version = e2eVersion(REMOTE);
  expect(mfe(['release', REMOTE, version])).toContain(`released ${REMOTE} ${version}`);

  await page.reload();
  const released = await visit(page);
  expect(versionOf(released.remotes, REMOTE)).toEqual([version]);
  expect(released.remotes.some((r) => r === `${REMOTE}/${version}/`)).toBe(true);
  // Nothing else moved: other remotes, the shell's files, the other registry entries.
  const others = (list: string[]) => list.filter((r) => !r.startsWith(`${REMOTE}/`));
  expect(others(released.remotes)).toEqual(others(before.remotes));
  expect(released.shellScripts).toEqual(before.shellScripts);
  const { [REMOTE]: _a, ...othersBefore } = before.registry.remotes;
  const { [REMOTE]: _b, ...othersReleased } = released.registry.remotes;
  expect(othersReleased).toEqual(othersBefore);

  expect(mfe(['rollback', REMOTE])).toContain(`${version} -> ${liveBefore}`);
  await page.reload();
  const rolledBack = await visit(page);
  expect(versionOf(rolledBack.remotes, REMOTE)).toEqual([liveBefore]);
  expect(others(rolledBack.remotes)).toEqual(others(before.remotes));
  expect(rolledBack.shellScripts).toEqual(before.shellScripts);
  const { [REMOTE]: _c, ...othersRolledBack } = rolledBack.registry.remotes;
  expect(othersRolledBack).toEqual(othersBefore);
  // The history keeps both releases; only the live pointer moved back.
  expect(rolledBack.registry.remotes[REMOTE].history.map((h: { version: string }) => h.version)).toEqual(
    expect.arrayContaining([liveBefore, version]),
  );
});
