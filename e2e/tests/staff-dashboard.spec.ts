// The staff dashboard (issue 32, decision 0042): an admin sees the takings of a student's top-up
// made at the desk, changes the range (kept in the address), and downloads the figures as CSV.
import { readFileSync } from 'node:fs';
import { loginViaApi, readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken } from '../support/ui';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
const ASSISTANT = { email: 'assistant@example.com', password: 'demo-assistant-2026' };
test.describe.configure({ timeout: 120_000 });

/** Today in Cairo, the dashboard's calendar. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('an admin sees the takings of a top-up, changes the range and downloads a CSV', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'dashboard');
  const desk = await loginViaApi(request, ASSISTANT.email, ASSISTANT.password);
  const found = await request.get(`/v1/staff/students?q=${encodeURIComponent(student.email)}`, {
    headers: { Authorization: `Bearer ${desk}` },
  });
  const studentId = (await found.json()).items[0].id as number;
  const cash = await request.post(`/v1/staff/students/${studentId}/cash`, {
    data: { amount: 75 },
    headers: { Authorization: `Bearer ${desk}`, 'Idempotency-Key': `dashboard-${Date.now()}` },
  });
  expect(cash.ok()).toBe(true);

  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const day = today();
  await signInWithToken(page, admin, `/staff?from=${day}&to=${day}`);
  const takings = page.getByRole('table', { name: /^الإجمالي: / });
  await expect(takings).toBeVisible({ timeout: 30_000 });
  await expect(takings.getByRole('row', { name: /نقداً في السنتر/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'الإيرادات حسب الموظف' })).toContainText('جنيه');

  // The CSV of the day's takings, methods in Arabic.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تنزيل CSV' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toBe(`takings-${day}-${day}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(`${day},نقداً في السنتر,`);

  // A range before the platform existed: the address keeps it and the widget says it is empty.
  await page.getByLabel('من').first().fill('2020-01-01');
  await page.getByLabel('إلى').first().fill('2020-01-31');
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByText('لا توجد إيرادات في هذه المدة')).toBeVisible({ timeout: 20_000 });
});
