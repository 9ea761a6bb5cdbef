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

// The two walks (a minute or more each) only read: with two workers they may run at the same time.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/** Settled: no table or widget still loading. Not `networkidle`: staff pages keep their live events open. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

async function expectNoSeriousViolations(page: Page, label: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.html.slice(0, 140))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

// One signed-in walk per role (a fresh login per page made this the slowest spec): the admin opens
// every page it may (all but the teacher-only ones); a teacher its own (its pages show only its own
// courses). The assistant's pages are the admin's, filtered by the api.
const WALKS = [
  { role: 'admin', routes: staffRouteTable.filter((r) => r.roles.includes('admin')) },
  { role: 'teacher', routes: staffRouteTable.filter((r) => r.roles.includes('teacher')) },
] as const;

for (const walk of WALKS) {
  test(`axe: every staff page of the ${walk.role} (${walk.routes.length})`, async ({ page, request }) => {
    const account = ACCOUNTS[walk.role];
    const token = await loginViaApi(request, account.email, account.password);
    const found: string[] = [];
    await signInWithToken(page, token, '/staff');
    for (const route of walk.routes) {
      await page.goto(route.path.replace(/:\w+/g, '1'));
      await expect(page.getByRole('main'), route.path).toBeVisible({ timeout: 20_000 });
      // A list page has its heading at once; a page of one row (id 1) may answer 'not found' instead.
      if (!route.path.includes(':'))
        await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible({
          timeout: 20_000,
        });
      await expect(page.getByText(text.remoteFailed), route.path).toHaveCount(0);
      found.push(...(await expectNoSeriousViolations(page, `${route.name} (${route.path})`)));
    }
    expect(found).toEqual([]);
  });
}
