// The suite's `test`. The seeded general announcement (spec 1 §2: shown once until dismissed) is
// recorded as dismissed before each page loads, as the app records it (its storage, and the
// cookie that keeps it out of a server-rendered first screen), so that it never covers what a
// test looks at; the announcement itself is tested with `showAnnouncement: true`.
import { ANNOUNCEMENT_HINT_COOKIE, announcementKey } from '@app/shared-contracts/session-hint';
import { test as base, expect } from '@playwright/test';

/** Where the shell records the dismissed announcement's text (its localStorage key). */
export const ANNOUNCEMENT_KEY = 'shell.dismissed-announcement';

export const test = base.extend<{ showAnnouncement: boolean }>({
  showAnnouncement: [false, { option: true }],
  page: async ({ page, request, showAnnouncement, baseURL }, use) => {
    if (!showAnnouncement) {
      const app = await (await request.get('/v1/app')).json();
      const text = String(app.general_announcement ?? '').trim();
      if (text) {
        await page.addInitScript(
          ([key, value]) => {
            if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
          },
          [ANNOUNCEMENT_KEY, text],
        );
        await page
          .context()
          .addCookies([{ name: ANNOUNCEMENT_HINT_COOKIE, value: announcementKey(text), url: baseURL! }]);
      }
    }
    await use(page);
  },
});

export { expect };
