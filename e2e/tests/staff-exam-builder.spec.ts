// The exam builder (issue 34, decision 0048): a teacher builds an exam from two bank questions
// (made through the api), publishes it with a chosen code, and a student enters the code and sits
// it to the result. The exam's course is picked by its name (the record picker, decision 0053).
// Axe on the builder's pages.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { loginViaApi, readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken } from '../support/ui';

const TEACHER = { email: 'teacher@example.com', password: 'demo-teacher-2026' };
test.describe.configure({ timeout: 120_000 });

async function axeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${label}: axe serious/critical violations`).toEqual([]);
}

async function bankQuestion(
  request: APIRequestContext,
  token: string,
  text: string,
  right: string,
  wrong: string,
) {
  const res = await request.post('/v1/staff/exam-bank/questions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'choices',
      text,
      marks: 1,
      chapter: 'الكهربية',
      choices: [
        { text: right, correct: true },
        { text: wrong, correct: false },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a teacher builds an exam from bank questions, publishes it with a code, and a student sits it', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const code = `EB${tag}`.toUpperCase();
  const teacher = await loginViaApi(request, TEACHER.email, TEACHER.password);
  const q1 = `ما وحدة قياس المقاومة؟ ${tag}`;
  const q2 = `ما وحدة قياس شدة التيار؟ ${tag}`;
  await bankQuestion(request, teacher, q1, 'الأوم', 'الفولت');
  await bankQuestion(request, teacher, q2, 'الأمبير', 'الواط');

  // One of the demo teacher's own courses, by name: the picker searches what is typed.
  const own = await request.get('/v1/staff/catalogue/courses?per_page=1&sort=name', {
    headers: { authorization: `Bearer ${teacher}` },
  });
  const courseName = (await own.json()).items[0].name as string;

  await signInWithToken(page, teacher, '/staff/exams');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'امتحان جديد' }).click({ timeout: 20_000 });
  const form = main.getByRole('form', { name: 'إعدادات الامتحان' });
  await form.getByRole('textbox', { name: 'اسم الامتحان' }).fill(`امتحان الوحدات ${tag}`);
  await form.getByRole('textbox', { name: /الكود/ }).fill(code);
  await form.getByRole('textbox', { name: 'المدة بالدقائق (فارغ: بلا وقت)' }).fill('10');
  await expect(form.getByRole('combobox', { name: 'المحاضرة (للواجب)' })).toBeDisabled();
  await form.getByRole('combobox', { name: 'الدورة' }).pressSequentially(courseName.slice(0, 4));
  await page.getByRole('option', { name: courseName }).first().click();
  await expect(form.getByRole('combobox', { name: 'الدورة' })).toHaveValue(courseName);
  await expect(form.getByRole('combobox', { name: 'المحاضرة (للواجب)' })).toBeEnabled();
  await axeClean(page, '/staff/exams');
  await form.getByRole('button', { name: 'إنشاء المسودة' }).click();
  await expect(page).toHaveURL(/\/staff\/exams\/\d+$/, { timeout: 20_000 });
  // the saved exam shows its course by name
  await expect(main.getByRole('combobox', { name: 'الدورة' })).toHaveValue(courseName, { timeout: 20_000 });

  // The picker: both questions from the bank, saved, then published behind a confirmation.
  await main.getByRole('searchbox', { name: 'بحث في نص السؤال' }).fill(tag);
  const bank = main.getByRole('list', { name: 'بنك الأسئلة' });
  await bank.getByRole('button', { name: `أضف السؤال: ${q1}` }).click();
  await bank.getByRole('button', { name: `أضف السؤال: ${q2}` }).click();
  await main.getByRole('button', { name: 'حفظ الأسئلة' }).click();
  await expect(main.getByText('تم حفظ الأسئلة')).toBeVisible();
  await axeClean(page, '/staff/exams/:examId (draft)');
  await main.getByRole('button', { name: 'نشر الامتحان' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'نشر الامتحان' }).click();
  await expect(main.getByText('الامتحان منشور: أسئلته نسخة ثابتة لا تتغير.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(main.getByRole('link', { name: 'النتائج' })).toBeVisible();
  await axeClean(page, '/staff/exams/:examId (published)');

  // The student enters the code and sits it to the result.
  const student = await readyStudent(request, 'builder');
  await signInWithToken(page, student.token!, '/exams');
  await main.getByLabel('كود الامتحان').fill(code.toLowerCase());
  await main.getByRole('button', { name: 'بحث' }).click();
  await expect(main.getByRole('heading', { name: `امتحان الوحدات ${tag}` })).toBeVisible();
  await main.getByRole('button', { name: 'ابدأ الامتحان' }).click();
  // The paper's first question (either of the two), saved, then on to the last one, where the
  // submit dialog opens by itself (spec 2 §4.6) saying one question is left blank.
  await main.getByRole('radio', { name: /^(الأوم|الأمبير)$/ }).check();
  await expect(main.getByRole('status').filter({ hasText: 'تم حفظ كل الإجابات' })).toBeVisible();
  await main.getByRole('button', { name: 'التالي' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'تسليم الإجابات' });
  await expect(confirm).toContainText('تركت سؤالاً واحداً بدون إجابة.');
  await confirm.getByRole('button', { name: 'تسليم' }).click();
  await expect(main.getByRole('heading', { name: 'تم تسليم الامتحان' })).toBeVisible({ timeout: 15_000 });
});
