// Issue 14: what a student sees first. Each page at 360 and 1280 px: a full-page screenshot attached
// to the report, every recipe variant on it has its CSS, and on phones every tap target is 44 × 44 px.
import type { Page, TestInfo } from '@playwright/test';
import { apiPost, readyStudent } from '../support/api';
import { allCourses, paidCourses } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { isPhone } from '../support/project';
import { horizontalOverflow, signInWithToken, waitForApp } from '../support/ui';
import { attachScreenshot, expectRecipeCss, expectTapTargets } from '../support/visual';

// Several pages per test, each settled before its screenshot.
test.describe.configure({ timeout: 120_000 });

async function check(page: Page, info: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  // Images decoded and fonts applied: the screenshot shows the page as it settles.
  await page.evaluate(() => document.fonts.ready);
  await attachScreenshot(page, info, name);
  await expectRecipeCss(page, name);
  const { scrollWidth, clientWidth } = await horizontalOverflow(page);
  expect(scrollWidth, `${name}: nothing scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  if (isPhone(info)) await expectTapTargets(page, name);
}

test('guest pages: welcome, catalogue, a course', async ({ page, request }, info) => {
  const course = paidCourses(await allCourses(request))[0]!;
  await page.goto('/');
  await waitForApp(page);
  await check(page, info, 'welcome');
  await page.goto('/courses');
  await waitForApp(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await check(page, info, 'catalogue');
  await page.goto(`/courses/${course.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: course.name })).toBeVisible();
  await check(page, info, 'course-guest');
});

test('student pages: home, a course not joined and joined, profile', async ({ page, request }, info) => {
  const student = await readyStudent(request, 'visual');
  const courses = await allCourses(request, student.token);
  const paid = paidCourses(courses).find((c) => !c.joined)!;
  const toJoin = courses.find((c) => c.pay_type === 'lectures' && !c.joined)!;
  const joined = await apiPost(request, `/v1/courses/${toJoin.id}/join`, {}, student.token);
  expect(joined.status(), await joined.text()).toBe(200);

  await signInWithToken(page, student.token!, '/home');
  await check(page, info, 'home');
  await page.goto(`/courses/${paid.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: paid.name })).toBeVisible();
  await check(page, info, 'course-not-joined');
  await page.goto(`/courses/${toJoin.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: toJoin.name })).toBeVisible();
  await check(page, info, 'course-joined');
  await page.goto('/profile');
  await waitForApp(page);
  await check(page, info, 'profile');
});
