// Lecture authoring (issue 33, decision 0044): the demo teacher adds a lecture to their own
// course, uploads a PDF note and publishes it, with axe on both authoring pages; a student buys
// the lecture with the wallet and finds the note in its contents.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiGet, loginViaApi, readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { buyLectureWithDeskCash } from '../support/lectures';
import { signInWithToken } from '../support/ui';

const TEACHER = { email: 'teacher@example.com', password: 'demo-teacher-2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
test.describe.configure({ timeout: 120_000 });

async function axeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  expect(serious, `${label}: axe serious/critical violations`).toEqual([]);
}

test('a teacher adds a lecture with a note and publishes it; a student buys it and finds the note', async ({
  page,
  request,
}) => {
  const teacher = await loginViaApi(request, TEACHER.email, TEACHER.password);
  const me = (await apiGet(request, '/v1/staff/me', teacher)).data;
  const { courses } = await apiGet(request, `/v1/teachers/${me.teacher.id}`);
  const course = courses.find((c: { pay_type: string }) => c.pay_type === 'lectures');
  expect(course, 'the demo teacher has a course sold by lecture').toBeTruthy();
  const name = `محاضرة التأليف ${Date.now().toString(36)}`;

  await signInWithToken(page, teacher, `/staff/courses/${course.id}/lectures`);
  const add = page.getByRole('form', { name: 'محاضرة جديدة' });
  await expect(add).toBeVisible({ timeout: 20_000 });
  await axeClean(page, "a course's lectures");
  await add.getByRole('textbox', { name: 'اسم المحاضرة' }).fill(name);
  await add.getByRole('textbox', { name: 'السعر (جنيه)' }).fill('5');
  await add.getByRole('button', { name: 'إضافة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `تعديل ${name}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('مسودة')).toBeVisible();

  const note = page.getByRole('form', { name: 'رفع مذكرة PDF' });
  await note.getByRole('textbox', { name: 'اسم المذكرة' }).fill('ملزمة التأليف');
  await note
    .locator('input[type=file]')
    .setInputFiles({ name: 'n.pdf', mimeType: 'application/pdf', buffer: PDF });
  await note.getByRole('button', { name: 'رفع المذكرة' }).click();
  const items = page.getByRole('list', { name: 'عناصر المحاضرة بالترتيب' });
  await expect(items.getByText('ملزمة التأليف', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: `نشر ${name}` }).click();
  await expect(page.getByRole('button', { name: `إخفاء ${name}` })).toBeVisible();
  await axeClean(page, 'the lecture editor');

  // The student: 5 pounds in cash at the desk, the lecture bought with the wallet.
  const student = await readyStudent(request, 'lecture-authoring');
  await buyLectureWithDeskCash(request, student, course.id, name);

  await page.evaluate(() => localStorage.clear());
  await signInWithToken(page, student.token!, `/courses/${course.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `فتح ${name}` })
    .click();
  const contents = page.getByRole('dialog', { name: `محتوى ${name}` });
  await expect(contents.getByRole('link', { name: 'تحميل ملزمة التأليف' })).toBeVisible({ timeout: 20_000 });
});
