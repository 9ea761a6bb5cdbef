// Issue 31 ("Everywhere"): the pages a student opens leave nothing in the console (no warning such
// as 'preloaded but not used', no error) and fetch no address twice only to get 404.
import type { Page } from '@playwright/test';
import { apiGet, readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken, waitForApp } from '../support/ui';

/** Console warnings and errors, and every 404 by address, while `walk` runs. */
async function watch(page: Page, walk: () => Promise<void>) {
  const said: string[] = [];
  const missing = new Map<string, number>();
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') said.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => said.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() === 404) missing.set(r.url(), (missing.get(r.url()) ?? 0) + 1);
  });
  await walk();
  // Warnings about preloads are printed a few seconds after the load event.
  await page.waitForTimeout(3500);
  return { said, twice: [...missing].filter(([, n]) => n > 1).map(([url]) => url) };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.locator('main').first()).toBeVisible();
}

test('a guest walks the welcome page, the catalogue, a course and the login with a clean console', async ({
  page,
}) => {
  const seen = await watch(page, async () => {
    for (const path of ['/', '/courses', '/login', '/teachers', '/no-such-page']) await visit(page, path);
  });
  expect(seen.said).toEqual([]);
  expect(seen.twice).toEqual([]);
});

test("a student's pages leave nothing in the console", async ({ page, request }) => {
  const student = await readyStudent(request, 'console');
  const courses = (await apiGet(request, '/v1/courses', student.token)).data as { id: number }[];
  const seen = await watch(page, async () => {
    await signInWithToken(page, student.token!, '/home');
    for (const path of [
      '/wallet',
      '/exams',
      '/my-courses',
      '/questions-bank/directories',
      '/help',
      '/profile',
      ...(courses[0] ? [`/courses/${courses[0].id}`] : []),
    ]) {
      await visit(page, path);
    }
  });
  expect(seen.said).toEqual([]);
  expect(seen.twice).toEqual([]);
});
