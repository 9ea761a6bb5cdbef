// The suite's `test`: every page dismisses the general announcement (spec 1 §2: shown once until
// dismissed) whenever it appears, so that a seeded announcement never blocks another test's clicks.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const announcement = page.getByRole('dialog', { name: 'إعلان' });
    await page.addLocatorHandler(announcement, async () => {
      await announcement.getByRole('button', { name: 'حسنًا' }).click();
    });
    await use(page);
  },
});

export { expect };
