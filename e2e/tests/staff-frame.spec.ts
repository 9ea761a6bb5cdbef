// The staff side's frame (issue 32, decision 0037): /staff is not announced to students (a guest
// and a student get the not-found page), and an admin signs in on the same login page and lands on
// the dashboard with the staff navigation. mfe-staff released and rolled back alone:
// release-staff.spec.ts (it changes what every staff page loads, so it runs apart).
import { readyStudent } from '../support/api';
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
