import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiGet, readyStudent } from '../support/api';
import { rightChoiceOf } from '../support/exams';
import { expect, test } from '../support/fixtures';
import { horizontalOverflow, signInWithToken } from '../support/ui';

// Issue 11: a student sits an exam with the connection cut halfway, and nothing is lost.
const EXAM_CODE = 'DEMO2026';
const EXAM_NAME = 'الامتحان الشامل التجريبي';
const ANSWERS_URL = '**/v1/exams/session/answers';

async function axeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${label}: axe serious/critical violations`).toEqual([]);
}

test('a student finds an exam by code, sits it offline halfway, reloads, and every answer is saved', async ({
  page,
  context,
  request,
}) => {
  const student = await readyStudent(request, 'exam');
  await signInWithToken(page, student.token!, '/exams');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'الامتحان الإلكتروني', level: 1 })).toBeVisible();
  const find = main.getByRole('button', { name: 'بحث' });
  await expect(find).toBeDisabled();
  await main.getByLabel('كود الامتحان').fill('NOPE');
  await find.click();
  await expect(main.getByText('الكود الذي أدخلته غير صحيح')).toBeVisible();
  await main.getByLabel('كود الامتحان').fill(EXAM_CODE.toLowerCase());
  await find.click();
  await expect(main.getByRole('heading', { name: EXAM_NAME })).toBeVisible();
  await axeClean(page, '/exams');
  await main.getByRole('button', { name: 'ابدأ الامتحان' }).click();

  await expect(page).toHaveURL(/\/exams\/session\?sessionToken=/);
  const token = new URL(page.url()).searchParams.get('sessionToken')!;
  await expect(main.getByRole('timer', { name: 'الوقت المتبقي' })).toHaveText(/^(30:00|29:\d\d)$/);
  const status = main.getByRole('status').filter({ hasText: /حفظ|تنتظر/ });

  // 1: a choice (the right one, from the seed's data), saved at once.
  await main.getByRole('radio', { name: rightChoiceOf('DEMO2026'), exact: true }).check();
  await expect(status).toHaveText('تم حفظ كل الإجابات');
  await main.getByRole('button', { name: 'التالي' }).click();

  // The connection drops: 2 (true/false) and 3 (essay) wait on this device.
  await context.setOffline(true);
  await main.getByRole('radio', { name: 'صح' }).check();
  await expect(status).toContainText('إجابة واحدة تنتظر');
  await main.getByRole('button', { name: 'التالي' }).click();
  // Reaching the last question opens the submit dialog (spec 2 §4.6); the student goes on answering.
  const early = page.getByRole('alertdialog', { name: 'تسليم الإجابات' });
  await expect(early).toContainText('تركت سؤالاً واحداً بدون إجابة.');
  await early.getByRole('button', { name: 'متابعة الحل' }).click();
  await main.getByRole('textbox', { name: 'إجابتك' }).fill('تعلمت أن الطاقة لا تفنى ولا تُستحدث.');
  await expect(status).toContainText('إجابتان تنتظران');

  // Reload while the api is still unreachable for answers: the queue survives in IndexedDB.
  await page.route(ANSWERS_URL, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect(main.getByRole('timer', { name: 'الوقت المتبقي' })).toBeVisible();
  await expect(status).toContainText('إجابتان تنتظران');
  // The connection is back: the queue is replayed in order and says so.
  await page.unroute(ANSWERS_URL);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(status).toHaveText('تم حفظ كل الإجابات', { timeout: 15_000 });
  const saved = await apiGet(request, `/v1/exams/session?session_token=${token}`, student.token);
  expect(saved.answer_attempts).toHaveLength(3);
  expect(saved.answer_attempts.find((a: { answer_text: string | null }) => a.answer_text)?.answer_text).toBe(
    'تعلمت أن الطاقة لا تفنى ولا تُستحدث.',
  );
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
  await axeClean(page, '/exams/session');

  // The drawer marks the answered numbers; its submit opens the dialog.
  await main.getByRole('button', { name: 'عرض أرقام الأسئلة' }).click();
  const drawer = page.getByRole('dialog', { name: 'أرقام الأسئلة' });
  await expect(drawer.getByRole('button', { name: '3، تمت الإجابة' })).toBeVisible();
  await drawer.getByRole('button', { name: 'تسليم الإجابات' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'تسليم الإجابات' });
  await expect(confirm).toContainText('أجبت عن كل الأسئلة');
  await confirm.getByRole('button', { name: 'تسليم' }).click();
  await expect(main.getByRole('heading', { name: 'تم تسليم الامتحان' })).toBeVisible();
  await expect(main.getByText('بعض الإجابات تنتظر التصحيح')).toBeVisible();
  await main.getByRole('button', { name: 'عرض التصحيح التفصيلي' }).click();
  await expect(main.getByRole('heading', { name: 'التصحيح التفصيلي' })).toBeVisible();
  await expect(main.getByText(`الإجابة الصحيحة: ${rightChoiceOf('DEMO2026')}`)).toBeVisible();
  await axeClean(page, 'submitted exam with its correction');

  await page.goto('/my-exams/exams');
  await expect(main.getByRole('heading', { name: 'نتائج الامتحانات', level: 1 })).toBeVisible();
  const row = main.getByRole('listitem').filter({ hasText: EXAM_NAME });
  await expect(row).toContainText('لم يُصحح بعد');
  await axeClean(page, '/my-exams/exams');
});

test("another student's session token shows nothing", async ({ page, request }) => {
  const owner = await readyStudent(request, 'exam-owner');
  const other = await readyStudent(request, 'exam-other');
  const { data: exam } = await apiGet(request, '/v1/exams/details?exam_code=OPEN2026', owner.token);
  const res = await request.post('/v1/exams/session', {
    data: { exam_id: exam.id },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const { token } = (await res.json()).data;
  await signInWithToken(page, other.token!, `/exams/session?sessionToken=${token}`);
  await expect(page.getByRole('main').getByText('الجلسة غير موجودة')).toBeVisible();
});

test('a two-minute exam shows the right time on a wrong clock, runs out and submits itself', async ({
  page,
  request,
}) => {
  // The device's clock is two hours wrong and runs fast (Playwright's clock): the page still shows
  // the server's remaining time. The server's deadline is real; a submit before it is taken.
  await page.clock.install({ time: Date.now() + 2 * 3600_000 });
  const student = await readyStudent(request, 'exam-quick');
  await signInWithToken(page, student.token!, '/exams');
  const main = page.getByRole('main');
  await main.getByLabel('كود الامتحان').fill('QUICK2');
  await main.getByRole('button', { name: 'بحث' }).click();
  await main.getByRole('button', { name: 'ابدأ الامتحان' }).click();
  const timer = main.getByRole('timer', { name: 'الوقت المتبقي' });
  await expect(timer).toHaveText(/^0[12]:\d\d$/);
  await expect(timer).toHaveAttribute('data-tone', 'danger');
  // The save's answer carries the server's remaining time: it must be in before the clock jumps,
  // or the page rightly takes that time back mid-jump and the jump ends short of zero.
  const saved = page.waitForResponse((r) => r.url().includes('/v1/exams/session/answers') && r.ok());
  await main.getByRole('radio', { name: rightChoiceOf('QUICK2'), exact: true }).check();
  await saved;
  await expect(main.getByRole('status').filter({ hasText: 'تم حفظ كل الإجابات' })).toBeVisible();
  await page.clock.runFor(125_000);
  await expect(main.getByRole('heading', { name: 'تم تسليم الامتحان' })).toBeVisible({ timeout: 15_000 });
  const { data } = await apiGet(request, '/v1/exams/results', student.token);
  expect(data[0]).toMatchObject({ active: false, exam: { exam_code: 'QUICK2' } });
  expect(data[0].submitted_at).not.toBeNull();
});
