// Issue 2 §7: a guest sees the welcome page, right to left and in Arabic.
import { expect, test } from '../support/fixtures';
import { text, trackRemoteRequests, waitForApp } from '../support/ui';

test('a guest sees the welcome page, served by mfe-catalogue inside the shell', async ({ page }) => {
  const remotes = trackRemoteRequests(page);
  await page.goto('/');
  await waitForApp(page);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The shell's guest top bar.
  await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'قائمة الحساب' })).toHaveCount(0);
  // The welcome page itself comes from the catalogue remote, loaded at run time.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.getByText(text.remoteFailed)).toHaveCount(0);
  expect([...remotes].some((r) => r.startsWith('mfe-catalogue/'))).toBe(true);
  // Nothing else is fetched before it is shown.
  expect([...remotes].filter((r) => !r.startsWith('mfe-catalogue/'))).toEqual([]);
});
