// Issue 2 §7: axe finds no serious or critical violation on the shell's pages.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken, waitForApp } from '../support/ui';

async function expectNoSeriousViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  // axe's default rule set (WCAG 2.x A/AA and best practices, without its experimental rules).
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.html.slice(0, 140))
          .slice(0, 5)
          .join(' | ')}`,
    );
  expect(serious, `${label}: axe serious/critical violations`).toEqual([]);
}

const shellPages: Array<[string, string]> = [
  ['welcome', '/'],
  ['login', '/login'],
  ['register', '/register'],
  ['reset-password', '/reset-password'],
  ['about', '/about'],
  ['terms', '/terms'],
  ['links', '/links'],
  ['not-found', '/this-page-does-not-exist'],
];

for (const [name, path] of shellPages) {
  test(`axe: ${name} (${path})`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await expectNoSeriousViolations(page, name);
  });
}

test('axe: signed-in home', async ({ page, request }) => {
  const student = await readyStudent(request, 'axe');
  await signInWithToken(page, student.token!, '/home');
  await expect(page).toHaveURL(/\/home$/);
  await expectNoSeriousViolations(page, 'home');
});
