// Steps through the shell's own screens, by role and accessible name (texts from shell/src/messages.ts).

import type { APIRequestContext } from '@playwright/test';
import { expect, type Page } from '@playwright/test';
import { outboxCode, type Student } from './api';

export const TOKEN_KEY = 'auth_token';

export const text = {
  remoteFailed: 'تعذّر تحميل هذا الجزء من المنصة',
  retry: 'إعادة المحاولة',
  completeProfile: 'يجب عليك استكمال بيانات حسابك لتتمكن من استخدام التطبيق',
  emailBar: 'لم يتم تأكيد بريدك الإلكتروني بعد',
  loading: 'جارٍ تحميل التطبيق…',
};

/** The page's main landmark once start-up is over (the loading overlay is gone). */
export async function waitForApp(page: Page) {
  await expect(page.getByText(text.loading)).toHaveCount(0, { timeout: 20_000 });
  // A guest's page may first show the server's markup, its controls off until the app replaces it.
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('main')).toBeVisible();
}

/** Signs in by storing a real token from the api, as a returning student's browser would hold it. */
export async function signInWithToken(page: Page, token: string, path = '/home') {
  await page.goto('/terms');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  // As the app keeps it while a session exists: the api then sends no guest's first screen.
  await page.context().addCookies([{ name: 'app_session', value: '1', url: page.url() }]);
  await page.goto(path);
  await waitForApp(page);
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
}

export async function loginViaUi(page: Page, s: Pick<Student, 'email' | 'password'>) {
  await page.goto('/login');
  await waitForApp(page);
  await fillLogin(page, s.email, s.password);
}

export async function fillRegister(page: Page, s: Student) {
  await page.getByLabel('الاسم بالكامل').fill(s.name);
  await page.getByLabel('البريد الإلكتروني').fill(s.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(s.password);
  await page.getByLabel('رقم الهاتف', { exact: true }).fill(s.phone);
  await page.getByLabel('رقم هاتف ولي الأمر', { exact: true }).fill(s.parentPhone);
  await page.getByLabel('الصف الدراسي').selectOption({ label: s.grade.name });
  await page.getByLabel('المحافظة').selectOption({ label: s.governorate });
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
}

export async function confirmWithOutboxCode(page: Page, request: APIRequestContext, email: string) {
  await expect(page).toHaveURL(/\/confirm$/);
  const code = await outboxCode(request, email);
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
}

export async function logoutViaUi(page: Page) {
  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  const dialog = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'هل تريد تسجيل الخروج' });
  // Spec 1 §4/§9: the app goes to /login, then reloads the page 250 ms later (no remote keeps old
  // state). Done when the reloaded page is there: a form filled before it would be lost, and the
  // new page's server-rendered login form stands beside the app's until the app takes over.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'نعم، خروج' }).click();
  await expect(page).toHaveURL(/\/login/);
  await reloaded;
}

/** True horizontal overflow of the document (spec: nothing scrolls sideways at 360 px). */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
}

/** Remote asset URLs requested by the page, as `<remote>/<version>/`. */
export function trackRemoteRequests(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (req) => {
    const m = new URL(req.url()).pathname.match(/^\/remotes\/([^/]+)\/([^/]+)\//);
    if (m) seen.add(`${m[1]}/${m[2]}/`);
  });
  return seen;
}
