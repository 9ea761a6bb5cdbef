// Catalogue authoring (issue 33, decision 0043): the demo teacher creates a draft course in the
// browser; a student cannot find or open it (api); the teacher publishes it and the student finds
// it on /courses at once. axe on the courses list and the course editor.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiGet, loginViaApi, readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken } from '../support/ui';

const TEACHER = { email: 'teacher@example.com', password: 'demo-teacher-2026' };
test.describe.configure({ timeout: 120_000 });

async function axeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  expect(serious, `${label}: axe serious/critical violations`).toEqual([]);
}

test('a teacher drafts a course, students cannot see it, the teacher publishes it and they can', async ({
  page,
  request,
}) => {
  const teacher = await loginViaApi(request, TEACHER.email, TEACHER.password);
  const student = await readyStudent(request, 'catalogue-authoring');
  const name = `دورة التأليف ${Date.now().toString(36)}`;

  await signInWithToken(page, teacher, '/staff/courses');
  await expect(page.getByRole('table', { name: 'قائمة الدورات' })).toBeVisible({ timeout: 20_000 });
  await axeClean(page, 'the courses list');
  await page.getByRole('link', { name: 'دورة جديدة' }).click();
  const form = page.getByRole('form', { name: 'دورة جديدة' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('textbox', { name: 'اسم الدورة' }).fill(name);
  await form.getByRole('textbox', { name: 'السعر (جنيه)' }).fill('40');
  await form.getByRole('button', { name: 'إنشاء المسودة' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('الدورة مسودة لا يراها الطلاب')).toBeVisible();
  await expect(page.getByRole('link', { name: 'المحاضرات' })).toHaveAttribute(
    'href',
    /\/staff\/courses\/\d+\/lectures$/,
  );
  await axeClean(page, 'the course editor');
  const id = Number(/\/staff\/courses\/(\d+)/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);

  // The draft: not in the student's search, and its id is the spec's not-found.
  const search = `/v1/courses?search=${encodeURIComponent(name)}`;
  expect((await apiGet(request, search, student.token)).data).toEqual([]);
  const byId = await request.get(`/v1/courses/${id}`, {
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(byId.status()).toBe(404);

  await page.getByRole('button', { name: 'نشر الدورة' }).click();
  await expect(page.getByRole('button', { name: 'إرجاعها مسودة' })).toBeVisible({ timeout: 20_000 });
  expect((await apiGet(request, search, student.token)).data.map((c: { id: number }) => c.id)).toEqual([id]);

  await page.evaluate(() => localStorage.clear());
  await signInWithToken(page, student.token!, `/courses?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name })).toBeVisible({ timeout: 20_000 });
});
