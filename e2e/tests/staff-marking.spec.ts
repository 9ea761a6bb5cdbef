// Marking and results (issue 34, decision 0049): a student sits an exam with an essay; the teacher
// marks the essay in the browser (the result completes), then corrects the choice question's key
// on the analysis page, which re-marks the paper; the student finds the bell's notification and
// the changed result with the teacher's comment. The marking queue, open in the teacher's own
// browser while the student sits the exam, shows the essay without a reload (the staff event
// 'marking'). Axe on the marking, results and analysis pages.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { getProfile, loginViaApi, readyStudent } from '../support/api';
import { choicesQuestion, makeBankQuestions } from '../support/exam-bank';
import { expect, test } from '../support/fixtures';
import { signInWithToken, waitForApp } from '../support/ui';

const TEACHER = { email: 'teacher@example.com', password: 'demo-teacher-2026' };
test.describe.configure({ timeout: 150_000 });

async function axeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${label}: axe serious/critical violations`).toEqual([]);
}

/** An exam of a choices question (1 mark) and an essay (2 marks), published with this code. */
async function publishedExam(request: APIRequestContext, token: string, tag: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const picks = await makeBankQuestions(request, token, [
    choicesQuestion(`ما وحدة قياس فرق الجهد؟ ${tag}`, 'الفولت', ['الأوم']),
    { type: 'essay', text: `اشرح قانون أوم ${tag}`, marks: 2, explanation_text: 'الجهد = التيار × المقاومة' },
  ]);
  const made = await request.post('/v1/staff/exams', {
    headers,
    data: { name, exam_code: `MK${tag}`.toUpperCase(), duration: 10, pass_percentage: 80 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const examId = (await made.json()).id as number;
  const set = await request.put(`/v1/staff/exams/${examId}/questions`, {
    headers,
    data: { picks, draw_rules: [] },
  });
  expect(set.status(), await set.text()).toBe(200);
  const published = await request.post(`/v1/staff/exams/${examId}/publish`, { headers, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return examId;
}

test('a teacher marks an essay, corrects a key, and the student sees the changed result and the bell', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `امتحان التصحيح ${tag}`;
  const teacher = await loginViaApi(request, TEACHER.email, TEACHER.password);
  const examId = await publishedExam(request, teacher, tag, name);

  // The student answers the choice with what the key wrongly calls wrong, and writes the essay.
  const student = await readyStudent(request, 'marking');
  await signInWithToken(page, student.token!, '/exams');
  const main = page.getByRole('main');
  await main.getByLabel('كود الامتحان').fill(`mk${tag}`);
  await main.getByRole('button', { name: 'بحث' }).click();
  await main.getByRole('button', { name: 'ابدأ الامتحان' }).click();
  const saved = main.getByRole('status').filter({ hasText: 'تم حفظ كل الإجابات' });
  await main.getByRole('radio', { name: 'الأوم', exact: true }).check();
  await expect(saved).toBeVisible();
  await main.getByRole('button', { name: 'التالي' }).click();
  // Reaching the last question opens the submit dialog (spec 2 §4.6); the student goes on answering.
  await page
    .getByRole('alertdialog', { name: 'تسليم الإجابات' })
    .getByRole('button', { name: 'متابعة الحل' })
    .click();
  await main.getByRole('textbox', { name: 'إجابتك' }).fill('الجهد يساوي التيار في المقاومة');
  await expect(saved).toBeVisible({ timeout: 15_000 });

  // Meanwhile the teacher has the marking queue open in their own browser, listening for events.
  // (the student's storage copied: the general announcement stays dismissed, as the fixture does)
  const staffContext = await browser.newContext({
    baseURL,
    locale: 'ar-EG',
    storageState: await page.context().storageState(),
  });
  const staff = await staffContext.newPage();
  const listening = staff.waitForResponse((r) => r.url().includes('/v1/staff/events'), { timeout: 30_000 });
  await signInWithToken(staff, teacher, '/staff/marking');
  const staffMain = staff.getByRole('main');
  await expect(staffMain.getByRole('heading', { name: 'التصحيح', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await listening;
  const card = staffMain.getByRole('article', { name: `${name}: ${student.name}` });
  await expect(card).toHaveCount(0);

  await main.getByRole('button', { name: 'عرض أرقام الأسئلة' }).click();
  await page
    .getByRole('dialog', { name: 'أرقام الأسئلة' })
    .getByRole('button', { name: 'تسليم الإجابات' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'تسليم الإجابات' })
    .getByRole('button', { name: 'تسليم' })
    .click();
  await expect(main.getByRole('heading', { name: 'تم تسليم الامتحان' })).toBeVisible({ timeout: 15_000 });
  const sessionUrl = page.url();

  // The handed-in essay appears in the open queue without a reload; the teacher marks it: full
  // marks, with a comment; the result completes.
  await expect(card).toContainText('الجهد = التيار × المقاومة', { timeout: 20_000 });
  await axeClean(staff, '/staff/marking');
  await card.getByRole('textbox', { name: 'الدرجة (من 2)' }).fill('2');
  await card.getByRole('textbox', { name: 'تعليق للطالب (اختياري)' }).fill('أحسنت');
  await card.getByRole('button', { name: 'حفظ الدرجة' }).click();
  await expect(staffMain.getByText('تم التصحيح واكتملت نتيجة الامتحان، وأُبلغ الطالب')).toBeVisible();

  // The results: 2 of 3 (under the pass mark of 80 %), submitted by the student.
  await staff.goto(`/staff/exams/${examId}/results`);
  const row = staffMain.getByRole('row').filter({ hasText: student.name });
  await expect(row).toContainText('2 من 3', { timeout: 20_000 });
  await expect(row).toContainText('سلّمه الطالب');
  await expect(row).toContainText('راسب');
  await axeClean(staff, '/staff/exams/:examId/results');

  // The analysis: the key of question 1 becomes 'الأوم' too; one result changed.
  await staffMain.getByRole('link', { name: 'تحليل الأسئلة' }).click();
  await expect(staffMain.getByRole('table', { name: 'الأسئلة' })).toBeVisible({ timeout: 20_000 });
  await axeClean(staff, '/staff/exams/:examId/analysis');
  await staffMain.getByRole('button', { name: 'تصحيح مفتاح السؤال 1' }).click();
  const dialog = staff.getByRole('dialog', { name: 'تصحيح مفتاح السؤال 1' });
  await dialog.getByRole('checkbox', { name: /الأوم/ }).check();
  await dialog.getByRole('button', { name: 'حفظ وإعادة التصحيح' }).click();
  await expect(dialog.getByText('أعيد التصحيح وتغيرت نتيجة واحدة')).toBeVisible();
  await staffContext.close();

  // The student: the bell says the result changed, and the paper now has 3 of 3, with the
  // teacher's comment under the essay.
  const unread = (await getProfile(request, student.token!)).notifications_count as number;
  await signInWithToken(page, student.token!, '/home');
  await waitForApp(page);
  const bell = page.getByRole('button', { name: `الإشعارات، ${unread} غير مقروءة`, exact: true });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  await expect(page.getByRole('region', { name: 'الإشعارات', exact: true })).toContainText(
    'تم تعديل نتيجة امتحانك',
  );
  await page.goto(sessionUrl);
  await expect(main.getByText('ناجح')).toBeVisible({ timeout: 20_000 });
  await main.getByRole('button', { name: 'عرض التصحيح التفصيلي' }).click();
  await expect(main.getByText('تعليق المعلم: أحسنت')).toBeVisible();
  await page.goto('/my-exams/exams');
  await expect(main.getByText('3 / 3')).toBeVisible({ timeout: 20_000 });
});
