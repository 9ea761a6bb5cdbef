import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiGet, readyStudent } from '../support/api';
import { rightChoiceOf } from '../support/exams';
import { expect, test } from '../support/fixtures';
import { signInWithToken } from '../support/ui';

// Issue 11: the image exam. Its first question shows its own picture; image answers go through the
// same durable queue as the others, so one chosen offline survives a reload and is sent when back.
const EXAM_CODE = 'IMG2026';
const ANSWER_CALLS = /\/v1\/exams\/session\/answers/;
/** A 1×1 PNG: the api decodes and re-encodes it, so it must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function answerWithImage(page: Page, name: string) {
  const main = page.getByRole('main');
  // A picked image is sent at once (issue 31); online or not, the question shows it as the answer.
  await main.getByLabel('إجابة بصورة (اختياري)').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(main.getByRole('img', { name: 'صورة إجابتك المحفوظة' })).toBeVisible();
}

type Attempt = { question_id: number; answer_image: string | null; answer_text: string | null };

test('a student answers the image exam with pictures, one offline, reloads, and every answer is saved', async ({
  page,
  context,
  request,
}) => {
  const student = await readyStudent(request, 'exam-img');
  await signInWithToken(page, student.token!, '/exams');
  const main = page.getByRole('main');
  await main.getByLabel('كود الامتحان').fill(EXAM_CODE);
  await main.getByRole('button', { name: 'بحث' }).click();
  await main.getByRole('button', { name: 'ابدأ الامتحان' }).click();
  await expect(page).toHaveURL(/\/exams\/session\?sessionToken=/);
  const token = new URL(page.url()).searchParams.get('sessionToken')!;
  const status = main.getByRole('status').filter({ hasText: /حفظ|تنتظر/ });

  // 1: the question's own picture, loaded, with its alt text; answered with a choice and an image.
  const picture = main.getByRole('img', { name: 'صورة السؤال 1' });
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  // Zoomed in mfe-learning's image viewer (spec 2 §2), embedded in the exam through the slot.
  await main.getByRole('button', { name: 'تكبير صورة السؤال 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'صورة السؤال 1' });
  await viewer.getByRole('button', { name: 'تدوير' }).click();
  await expect(viewer.getByRole('img', { name: 'صورة السؤال 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await main.getByRole('radio', { name: rightChoiceOf('IMG2026'), exact: true }).check();
  await answerWithImage(page, 'solution-1.png');
  await expect(status).toHaveText('تم حفظ كل الإجابات', { timeout: 15_000 });
  await main.getByRole('button', { name: 'التالي' }).click();

  // The connection drops: the image of 2 and the essay of 3 wait on this device.
  await context.setOffline(true);
  await answerWithImage(page, 'solution-2.png');
  await expect(main.getByText('لم تُرسل الصورة بعد')).toBeVisible();
  await expect(status).toContainText('إجابة واحدة تنتظر');
  await main.getByRole('button', { name: 'التالي' }).click();
  // Reaching the last question opens the submit dialog (spec 2 §4.6); the student goes on answering.
  const early = page.getByRole('alertdialog', { name: 'تسليم الإجابات' });
  await early.getByRole('button', { name: 'متابعة الحل' }).click();
  await main.getByRole('textbox', { name: 'إجابتك' }).fill('الحل في الصورة المرفقة.');
  await expect(status).toContainText('إجابتان تنتظران');

  // Reload while the answers calls are still unreachable: the image is kept in IndexedDB.
  await page.route(ANSWER_CALLS, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect(main.getByRole('timer', { name: 'الوقت المتبقي' })).toBeVisible();
  await expect(status).toContainText('إجابتان تنتظران');
  // The reload returns to the question the student was on (the last); the image of 2 is still there.
  await expect(main.getByText('السؤال 3 من 3')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'إجابتك' })).toHaveValue('الحل في الصورة المرفقة.');
  await main.getByRole('button', { name: 'السابق' }).click();
  await expect(main.getByRole('img', { name: 'صورة إجابتك المحفوظة' })).toBeVisible();

  // Back online: both are sent, in order, and the page says so.
  await page.unroute(ANSWER_CALLS);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(status).toHaveText('تم حفظ كل الإجابات', { timeout: 15_000 });
  const saved = await apiGet(request, `/v1/exams/session?session_token=${token}`, student.token);
  const attempts: Attempt[] = saved.answer_attempts;
  const [q1, q2, q3] = saved.questions.map((q: { id: number }) =>
    attempts.find((a) => a.question_id === q.id),
  );
  expect(q1?.answer_image).toMatch(/^\/uploads\/answers\/[\w-]+\.png$/);
  expect(q2?.answer_image).toMatch(/^\/uploads\/answers\/[\w-]+\.png$/);
  expect(q2?.answer_image).not.toBe(q1?.answer_image);
  expect(q3?.answer_text).toBe('الحل في الصورة المرفقة.');
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  // Submit: reaching the last question opens the dialog; every question counts as answered.
  await main.getByRole('button', { name: 'التالي' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'تسليم الإجابات' });
  await expect(confirm).toContainText('أجبت عن كل الأسئلة');
  await confirm.getByRole('button', { name: 'تسليم' }).click();
  await expect(main.getByRole('heading', { name: 'تم تسليم الامتحان' })).toBeVisible({ timeout: 15_000 });
});
