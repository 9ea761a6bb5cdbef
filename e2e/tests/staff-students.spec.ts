// The desk finds a student and writes to them (issue 32): an assistant signs in, finds the demo
// student by a picture of the profile QR (drawn here from the text the profile's QR dialog
// encodes) and a new student by phone, opens the student's page, sends a message, and the student
// finds it in the bell.
import QRCode from 'qrcode';
import { getProfile, loginViaApi, readyStudent } from '../support/api';
import { DEMO_STUDENT } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { signInWithToken, waitForApp } from '../support/ui';

const ASSISTANT = { email: 'assistant@example.com', password: 'demo-assistant-2026' };
test.describe.configure({ timeout: 120_000 });

test('an assistant finds students by QR picture and by phone, and a message reaches the bell', async ({
  page,
  request,
}) => {
  const demoToken = await loginViaApi(request, DEMO_STUDENT.email, DEMO_STUDENT.password);
  const demo = await getProfile(request, demoToken);
  expect(demo.profile_qr_code, 'the demo student has a profile QR').toBeTruthy();
  const student = await readyStudent(request, 'staff-students');
  const desk = await loginViaApi(request, ASSISTANT.email, ASSISTANT.password);

  await signInWithToken(page, desk, '/staff/students');
  await expect(page.getByRole('heading', { level: 1, name: 'الطلاب' })).toBeVisible({ timeout: 20_000 });

  // A picture of the QR, as a desk without a camera gets it.
  const png = await QRCode.toBuffer(String(demo.profile_qr_code), { type: 'png', width: 320, margin: 2 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'اختيار صورة رمز QR' }).click();
  await (await chooser).setFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(`تمت قراءة الرمز: ${demo.profile_qr_code}`)).toBeVisible();
  const results = page.getByRole('table', { name: 'نتائج البحث عن الطلاب' });
  await expect(results.getByRole('link', { name: `فتح صفحة ${demo.name}` })).toBeVisible();
  await expect(results.getByRole('row')).toHaveCount(2);

  // By phone: typed as the student says it.
  const search = page.getByRole('searchbox', { name: 'بحث عن طالب' });
  await search.fill(student.phone);
  await search.press('Enter');
  await expect(results.getByRole('row')).toHaveCount(2);
  await results.getByRole('link', { name: `فتح صفحة ${student.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
  await expect(page.getByText(student.email).first()).toBeVisible();

  const title = `موعد حصة المراجعة ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'إرسال رسالة' });
  await form.getByRole('textbox', { name: 'عنوان الرسالة' }).fill(title);
  await form.getByRole('textbox', { name: 'نص الرسالة' }).fill('السبت الساعة 5 مساءً في السنتر');
  await form.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('تم إرسال الرسالة إلى طالب واحد')).toBeVisible();

  // The student's bell.
  const unread = (await getProfile(request, student.token!)).notifications_count as number;
  expect(unread).toBeGreaterThan(0);
  await page.evaluate(() => localStorage.clear());
  await signInWithToken(page, student.token!, '/home');
  await waitForApp(page);
  const bell = page.getByRole('button', { name: `الإشعارات، ${unread} غير مقروءة`, exact: true });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'الإشعارات', exact: true });
  await expect(panel).toContainText(title);
});
