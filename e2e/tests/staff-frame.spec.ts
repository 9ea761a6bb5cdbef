// The staff side's frame (issue 32, decision 0037): /staff is not announced to students (a guest
// and a student get the not-found page), an admin signs in on the same login page and lands on the
// dashboard with the staff navigation, and mfe-staff is released and rolled back alone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { loginViaApi, readyStudent } from '../support/api';
import { deployRoot, repoRoot } from '../support/env';
import { expect, test } from '../support/fixtures';
import { signInWithToken, text, trackRemoteRequests, waitForApp } from '../support/ui';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
const NOT_FOUND = 'الصفحة غير موجودة';
const REMOTE = 'mfe-staff';

test('a guest opening /staff gets the not-found page', async ({ page }) => {
  await page.goto('/staff');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'قائمة الإدارة' })).toHaveCount(0);
});

test('a student opening /staff gets the not-found page, and never loads mfe-staff', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'staff-frame');
  const remotes = trackRemoteRequests(page);
  await signInWithToken(page, student.token!, '/staff');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await page.goto('/staff/no-such-page');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  expect([...remotes].filter((r) => r.startsWith(`${REMOTE}/`))).toEqual([]);
});

test('an admin signs in on the login page and lands on the dashboard with the staff navigation', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(ADMIN.email);
  await page.getByLabel(/^كلمة المرور/).fill(ADMIN.password);
  await page.getByRole('main').getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(page).toHaveURL(/\/staff$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({ timeout: 20_000 });
  const menu = page.getByRole('button', { name: 'فتح قائمة الإدارة' });
  if (await menu.isVisible()) await menu.click();
  const nav = page.getByRole('navigation', { name: 'قائمة الإدارة' });
  await expect(nav.getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(text.remoteFailed)).toHaveCount(0);
});

function mfe(...args: string[]): string {
  return execFileSync('node', [join(repoRoot, 'scripts/mfe.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_ROOT: deployRoot },
    encoding: 'utf8',
  });
}

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

test('mfe-staff is released and rolled back alone', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  test.skip(testInfo.project.name !== 'desktop-1280', 'plumbing: once, on desktop');
  await signInWithToken(page, await loginViaApi(request, ADMIN.email, ADMIN.password), '/staff');
  const before = await visitDashboard(page);
  const live = before.registry.remotes[REMOTE].version as string;
  expect(versionsOf(before.remotes)).toEqual([live]);

  let version = '1.0.1-e2e';
  if (existsSync(join(deployRoot, REMOTE, version))) version = `1.0.1-e2e.${Date.now()}`;
  expect(mfe('release', REMOTE, version)).toContain(`released ${REMOTE} ${version}`);
  const released = await visitDashboard(page);
  expect(versionsOf(released.remotes)).toEqual([version]);
  const { [REMOTE]: _a, ...othersBefore } = before.registry.remotes;
  const { [REMOTE]: _b, ...othersReleased } = released.registry.remotes;
  expect(othersReleased).toEqual(othersBefore);

  expect(mfe('rollback', REMOTE)).toContain(`${version} -> ${live}`);
  const rolledBack = await visitDashboard(page);
  expect(versionsOf(rolledBack.remotes)).toEqual([live]);
  const { [REMOTE]: _c, ...othersRolledBack } = rolledBack.registry.remotes;
  expect(othersRolledBack).toEqual(othersBefore);
});
