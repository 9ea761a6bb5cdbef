// Issue 2 §7: <html dir="rtl" lang="ar"> and no horizontal scroll at 360 px wide (and at 1280).
import type { Page } from '@playwright/test';
import { readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { horizontalOverflow, signInWithToken, waitForApp } from '../support/ui';

async function expectRtlWithoutSideScroll(page: Page, path: string) {
  await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html'), path).toHaveAttribute('lang', 'ar');
  // Let late content (remote pages, images, fonts) settle before measuring.
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await horizontalOverflow(page);
  expect(scrollWidth, `${path}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`).toBeLessThanOrEqual(
    clientWidth,
  );
}

const guestPages = [
  '/',
  '/courses',
  '/login',
  '/register',
  '/reset-password',
  '/about',
  '/terms',
  '/links',
  '/privacy-policy',
  '/help',
  '/attachments',
  '/our-outlets',
  '/no-such-page',
];
const studentPages = [
  '/home',
  '/profile',
  '/my-courses',
  '/wallet',
  '/help',
  '/questions-bank/directories',
  '/questions-bank/my-questions',
];

test('guest pages are right to left, in Arabic, without horizontal scroll', async ({ page }) => {
  for (const path of guestPages) {
    await page.goto(path);
    await waitForApp(page);
    await expectRtlWithoutSideScroll(page, path);
  }
});

test('signed-in pages are right to left, in Arabic, without horizontal scroll', async ({ page, request }) => {
  const student = await readyStudent(request, 'rtl');
  await signInWithToken(page, student.token!);
  for (const path of studentPages) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectRtlWithoutSideScroll(page, path);
  }
});
