// Issue 2 §5 and §7: a remote whose manifest cannot be fetched shows the Arabic fallback with a
// retry button, while the shell and the other remotes keep working; retry loads it once it is back.
import { expect, test } from '../support/fixtures';
import { text, waitForApp } from '../support/ui';

const COMMUNITY = '**/remotes/mfe-community/**';

test('mfe-community down: /help shows the fallback, the rest works, retry recovers', async ({ page }) => {
  const blocked: string[] = [];
  await page.route(COMMUNITY, (route) => {
    blocked.push(route.request().url());
    return route.abort('connectionrefused');
  });

  await page.goto('/help');
  await waitForApp(page);
  const main = page.getByRole('main');
  const fallback = main.getByRole('alert').filter({ hasText: text.remoteFailed });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('button', { name: text.retry })).toBeVisible();
  expect(blocked.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);

  // The shell still works around it: its own page and another remote's page open in-app.
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.getByRole('dialog', { name: 'القائمة الرئيسية' });
  await drawer.getByRole('link', { name: 'من نحن' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(text.remoteFailed)).toHaveCount(0);

  await page.getByRole('link', { name: 'الصفحة الرئيسية' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.getByText(text.remoteFailed)).toHaveCount(0);

  // Back to the broken page, then the remote comes back and the retry button loads it.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/help$/);
  await expect(fallback).toBeVisible();
  await page.unroute(COMMUNITY);
  await fallback.getByRole('button', { name: text.retry }).click();
  await expect(main.getByText(text.remoteFailed)).toHaveCount(0);
  await expect(main.getByRole('heading').first()).toBeVisible();
});
