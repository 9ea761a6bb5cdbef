// Issue 8, finding 8: the security headers on the shell and the api, and the pages working under
// the Content-Security-Policy with no violation reported.
import type { ConsoleMessage, Page } from '@playwright/test';
import { readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken, text, waitForApp } from '../support/ui';

function expectHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
}

/** Console messages and page errors that report a blocked resource or script. */
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text()))
      found.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/Content Security Policy/i.test(e.message)) found.push(e.message);
  });
  return found;
}

test('the shell, a remote and the api carry the security headers', async ({ request }) => {
  for (const path of ['/', '/courses', '/mfe-registry.json', '/v1/app', '/v1/nothing-here']) {
    const res = await request.get(path);
    expectHeaders(res.headers());
  }
  const registry = await (await request.get('/mfe-registry.json')).json();
  const entry = Object.values(registry as Record<string, { url?: string; entry?: string }>)[0];
  const remoteUrl = entry?.url ?? entry?.entry;
  if (remoteUrl) expectHeaders((await request.get(remoteUrl)).headers());
});

test('guest and signed-in pages load under the CSP without a violation', async ({ page, request }) => {
  const violations = cspViolations(page);
  for (const path of ['/', '/courses', '/login']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('main').getByText(text.remoteFailed)).toHaveCount(0);
  }
  const student = await readyStudent(request, 'csp');
  await signInWithToken(page, student.token ?? '', '/home');
  await waitForApp(page);
  for (const path of ['/profile', '/courses']) {
    await page.goto(path);
    await waitForApp(page);
  }
  expect(violations).toEqual([]);
});
