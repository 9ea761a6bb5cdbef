// The loop from a student's question to staff's answer, in the browser (issues 13 and 32): the
// student asks, an assistant answers on /staff/questions with text and an image while the server
// runs, and the student reads the answer and finds its notification in the bell; a guest's ticket
// is answered on /staff/tickets and the reply leaves by e-mail.
import { getProfile, loginViaApi, readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken, waitForApp } from '../support/ui';

const ASSISTANT = { email: 'assistant@example.com', password: 'demo-assistant-2026' };
/** A real 1×1 PNG: the api decodes and encodes every answer image again. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
test.describe.configure({ timeout: 150_000 });

test('a student asks, an assistant answers in the browser with text and an image, the student reads it', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'bank-staff');
  const auth = { Authorization: `Bearer ${student.token}` };
  const categories = await (await request.get('/v1/bank-questions/categories', { headers: auth })).json();
  const category =
    categories.data.find((c: { questions_count: number }) => c.questions_count > 0) ?? categories.data[0];
  const asked = await request.post('/v1/bank-questions', {
    headers: auth,
    multipart: {
      text: 'ما وحدة قياس المقاومة؟',
      page_number: '4',
      question_number: '2',
      bank_question_category_id: String(category.id),
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const questionId = (await asked.json()).data.id as number;

  const desk = await loginViaApi(request, ASSISTANT.email, ASSISTANT.password);
  await signInWithToken(page, desk, '/staff/questions?order=desc');
  await expect(page.getByRole('heading', { level: 1, name: 'أسئلة بنك الأسئلة' })).toBeVisible({
    timeout: 20_000,
  });
  const queue = page.getByRole('table', { name: 'أسئلة الطلاب' });
  await queue.getByRole('link', { name: `الإجابة على السؤال رقم ${questionId}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `سؤال رقم ${questionId}` })).toBeVisible();
  await expect(page.getByText('ما وحدة قياس المقاومة؟')).toBeVisible();

  const answer = 'الأوم، ورمزه Ω.';
  const form = page.getByRole('form', { name: 'الإجابة' });
  await form.getByRole('textbox', { name: 'نص الإجابة' }).fill(answer);
  // The picker's native input carries the field's name (its visible button is drawn over it).
  await form
    .getByRole('button', { name: 'صورة الإجابة' })
    .setInputFiles({ name: 'answer.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'معاينة صورة الإجابة' })).toBeVisible();
  await form.getByRole('button', { name: 'إرسال الإجابة' }).click();
  await expect(page.getByText('تم إرسال الإجابة وإبلاغ الطالب')).toBeVisible();
  await expect(page.getByText('تمت الإجابة', { exact: true })).toBeVisible();

  // The student: the answer with its image, and the notification in the bell.
  const unread = (await getProfile(request, student.token!)).notifications_count as number;
  expect(unread).toBeGreaterThan(0);
  await page.evaluate(() => localStorage.clear());
  await signInWithToken(page, student.token!, '/questions-bank/my-questions');
  const mine = page.getByRole('main').getByRole('list', { name: 'أسئلتي' });
  await expect(mine).not.toContainText('في انتظار الإجابة');
  await mine.getByRole('button', { name: /عرض إجابة السؤال/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(answer);
  await expect(dialog.getByRole('img', { name: 'صورة الإجابة' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/home');
  await waitForApp(page);
  const bell = page.getByRole('button', { name: `الإشعارات، ${unread} غير مقروءة`, exact: true });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'الإشعارات', exact: true });
  await expect(panel.getByRole('link', { name: /تمت الإجابة على سؤالك في بنك الأسئلة/ })).toContainText(
    'سؤال صفحة 4 رقم 2',
  );
});

test('a guest’s ticket is answered by the assistant on /staff/tickets, by e-mail', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const email = `guest-${tag}@example.com`;
  const title = `كيف أشترك في الكورس؟ ${tag}`;
  const opened = await request.post('/v1/support-tickets', {
    data: { title, content: 'أريد معرفة طريقة الاشتراك', name: 'كريم محمود', email, phone: '01012345678' },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  const desk = await loginViaApi(request, ASSISTANT.email, ASSISTANT.password);
  await signInWithToken(page, desk, `/staff/tickets?q=${encodeURIComponent(tag)}`);
  const queue = page.getByRole('table', { name: 'تذاكر الدعم' });
  await queue.getByRole('link', { name: `فتح التذكرة: ${title}` }).click();
  await expect(page.getByText('أريد معرفة طريقة الاشتراك')).toBeVisible();
  await expect(page.getByText('تذكرة زائر: يصله الرد مرة واحدة على بريده الإلكتروني')).toBeVisible();
  const reply = 'من صفحة الكورس اضغط «اشترك» وادفع من المحفظة.';
  const form = page.getByRole('form', { name: 'الرد' });
  await form.getByRole('textbox', { name: 'الرد' }).fill(reply);
  await form.getByRole('button', { name: 'إرسال الرد' }).click();
  await expect(page.getByText('تم الرد على الزائر بالبريد الإلكتروني')).toBeVisible();

  // The reply left by e-mail (the demo's outbox).
  const outbox = await (await request.get(`/v1/dev/outbox?email=${encodeURIComponent(email)}`)).json();
  expect(JSON.stringify(outbox)).toContain('اشترك');
});
