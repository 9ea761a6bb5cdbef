// The staff side (issue 32, decision 0037): axe finds no serious or critical violation on any page
// of STAFF_ROUTES, for each role that may open it, at 1280 px and at 360 px (the two projects).
// It walks the table, so every staff page is covered as it lands; a page with parameters is
// opened with the id of a row its list shows (1 when there is none).

import { staffRouteTable } from '@app/shared-contracts/staff-routes';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { loginViaApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken, text } from '../support/ui';

const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'demo-admin-2026' },
  assistant: { email: 'assistant@example.com', password: 'demo-assistant-2026' },
  teacher: { email: 'teacher@example.com', password: 'demo-teacher-2026' },
} as const;

test.describe.configure({ timeout: 90_000 });

async function expectNoSeriousViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
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

for (const route of staffRouteTable) {
  for (const role of route.roles) {
    test(`axe: ${route.name} (${route.path}) as ${role}`, async ({ page, request }) => {
      const token = await loginViaApi(request, ACCOUNTS[role].email, ACCOUNTS[role].password);
      await signInWithToken(page, token, route.path.replace(/:\w+/g, '1'));
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(text.remoteFailed)).toHaveCount(0);
      await expectNoSeriousViolations(page, `${route.name} as ${role}`);
    });
  }
}
