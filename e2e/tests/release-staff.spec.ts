// The staff side's frame (issue 32, decision 0037): mfe-staff is released and rolled back alone,
// the dashboard loading the new version and then the old one, nothing else in the registry moving.
// It changes what every staff page loads: it runs in the global-state project (playwright.config.ts).
import type { Page } from '@playwright/test';
import { loginViaApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { e2eVersion, mfe } from '../support/mfe';
import { signInWithToken, text, trackRemoteRequests, waitForApp } from '../support/ui';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
const REMOTE = 'mfe-staff';

async function visitDashboard(page: Page) {
  // From a blank page: the previous page's late requests (its version's chunks) are not counted.
  await page.goto('about:blank');
  const remotes = trackRemoteRequests(page);
  await page.goto('/staff');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({ timeout: 20_000 });
  // Not 'networkidle': the staff pages hold the live events stream open.
  await expect(page.getByText(text.remoteFailed)).toHaveCount(0);
  const registry = await page.evaluate(async () =>
    (await fetch('/mfe-registry.json', { cache: 'no-store' })).json(),
  );
  return { remotes: [...remotes].sort(), registry };
}

const versionsOf = (remotes: string[]) => [
  ...new Set(remotes.filter((r) => r.startsWith(`${REMOTE}/`)).map((r) => r.split('/')[1])),
];

test('mfe-staff is released and rolled back alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInWithToken(page, await loginViaApi(request, ADMIN.email, ADMIN.password), '/staff');
  const before = await visitDashboard(page);
  const live = before.registry.remotes[REMOTE].version as string;
  expect(versionsOf(before.remotes)).toEqual([live]);

  const version = e2eVersion(REMOTE);
  expect(mfe(['release', REMOTE, version])).toContain(`released ${REMOTE} ${version}`);
  const released = await visitDashboard(page);
  expect(versionsOf(released.remotes)).toEqual([version]);
  const { [REMOTE]: _a, ...othersBefore } = before.registry.remotes;
  const { [REMOTE]: _b, ...othersReleased } = released.registry.remotes;
  expect(othersReleased).toEqual(othersBefore);

  expect(mfe(['rollback', REMOTE])).toContain(`${version} -> ${live}`);
  const rolledBack = await visitDashboard(page);
  expect(versionsOf(rolledBack.remotes)).toEqual([live]);
  const { [REMOTE]: _c, ...othersRolledBack } = rolledBack.registry.remotes;
  expect(othersRolledBack).toEqual(othersBefore);
});
