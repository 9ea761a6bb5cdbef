// The centre's administration (issue 32): an admin changes the general announcement from the
// settings page and a guest sees it at once; imports three students from a csv with one bad row
// and reads the report; the audit page lists both actions. The announcement is put back after.
import { ANNOUNCEMENT_HINT_COOKIE, announcementKey } from '@app/shared-contracts/session-hint';
import { loginViaApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken } from '../support/ui';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
test.describe.configure({ timeout: 150_000 });

test('an admin changes the announcement, imports students, and the audit lists both', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${token}` };
  const before = (await (await request.get('/v1/app')).json()).general_announcement as string | null;
  const run = Date.now().toString(36);
  const text = `امتحان الشهر يوم السبت ${run}`;
  try {
    await signInWithToken(page, token, '/staff/settings');
    const form = page.getByRole('form', { name: 'الإعلان ورسالة الترحيب' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByRole('textbox', { name: 'الإعلان العام' }).fill(text);
    await expect(form.getByRole('region', { name: 'معاينة الإعلان كما يراه الطالب' })).toContainText(text);
    await form.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم حفظ الإعدادات')).toBeVisible();
    // This admin has read it: it must not cover the next pages.
    await page.evaluate((value) => localStorage.setItem('shell.dismissed-announcement', value), text);
    await page
      .context()
      .addCookies([{ name: ANNOUNCEMENT_HINT_COOKIE, value: announcementKey(text), url: baseURL! }]);

    // A guest, in a browser of their own, sees it at once.
    const guest = await browser.newContext({ locale: 'ar-EG' });
    const guestPage = await guest.newPage();
    await guestPage.goto('/login');
    await expect(guestPage.getByRole('dialog', { name: 'إعلان' })).toContainText(text, { timeout: 20_000 });
    await guest.close();

    // Three students, one of them with no name and a bad e-mail.
    await page.goto('/staff/students/import');
    await expect(page.getByRole('heading', { level: 1, name: 'استيراد الطلاب' })).toBeVisible({
      timeout: 20_000,
    });
    const csv = [
      'الاسم,البريد الإلكتروني,الهاتف',
      `منى أحمد,mona-${run}@import.test,01012345678`,
      ',not-an-email,',
      `كريم علي,karim-${run}@import.test,`,
    ].join('\n');
    await page
      .getByLabel('ملف الطلاب')
      .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'فحص الملف' }).click();
    const report = page.getByRole('table', { name: 'تقرير الاستيراد' });
    await expect(page.getByText('جاهز للاستيراد: 2 — سيتم تخطي: 1')).toBeVisible();
    await expect(report.getByRole('row').nth(2)).toContainText('تم التخطي');
    await expect(report.getByRole('row').nth(2)).toContainText('البريد الإلكتروني:');
    await page.getByRole('button', { name: 'استيراد الصفوف السليمة' }).click();
    await expect(page.getByText('تم إنشاء: 2 — تم تخطي: 1')).toBeVisible();
    await expect(report.getByRole('row').nth(1)).toContainText('تم الإنشاء');

    // The audit log: both actions, newest first.
    await page.goto('/staff/audit');
    const log = page.getByRole('table', { name: 'سجل العمليات' });
    await expect(log).toContainText('students.import', { timeout: 20_000 });
    await expect(log).toContainText('settings.update');
    await expect(log.getByRole('row').nth(1)).toContainText('students.import');
  } finally {
    await request.put('/v1/staff/settings/general_announcement', { headers: auth, data: { value: before } });
  }
});
