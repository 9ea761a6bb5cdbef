// The loop from a student's question to staff's answer, in the browser (issue 13). `pnpm ops` opens
// the embedded database itself, which one process holds at a time, so this spec runs its own demo
// server: the student asks, the server stops, staff answer with `pnpm ops`, the server starts again
// and the student finds the answer, then its notification in the bell of /home.
import { request as apiRequest } from '@playwright/test';
import { getProfile, readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ownServer } from '../support/own-server';
import { signInWithToken, waitForApp } from '../support/ui';

const server = ownServer(7, 'staff');
const ownBase = server.base;
test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ baseURL: ownBase });
// Started before the page fixture, which reads /v1/app to put the announcement aside.
test.beforeAll(server.start);
test.afterAll(server.stop);

test('a student asks, staff answer with pnpm ops, the student reads the answer', async ({ page }) => {
  const request = await apiRequest.newContext({ baseURL: ownBase });
  const student = await readyStudent(request, 'bank-staff');
  const categories = await (
    await request.get('/v1/bank-questions/categories', {
      headers: { Authorization: `Bearer ${student.token}` },
    })
  ).json();
  const category =
    categories.data.find((c: { questions_count: number }) => c.questions_count > 0) ?? categories.data[0];
  const asked = await request.post('/v1/bank-questions', {
    headers: { Authorization: `Bearer ${student.token}` },
    multipart: {
      text: 'ما وحدة قياس المقاومة؟',
      page_number: '4',
      question_number: '2',
      bank_question_category_id: String(category.id),
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const questionId = (await asked.json()).data.id as number;
  await request.dispose();

  await signInWithToken(page, student.token!, '/questions-bank/my-questions');
  const mine = page.getByRole('main').getByRole('list', { name: 'أسئلتي' });
  await expect(mine).toContainText('في انتظار الإجابة');

  await server.stop();
  const answer = 'الأوم، ورمزه Ω.';
  server.ops('answer-question', String(questionId), '--text', answer);
  await server.start();
  const after = await apiRequest.newContext({ baseURL: ownBase });
  const unread = (await getProfile(after, student.token!)).notifications_count as number;
  await after.dispose();
  expect(unread).toBeGreaterThan(0);

  await page.reload();
  await expect(mine).not.toContainText('في انتظار الإجابة');
  await mine.getByRole('button', { name: /عرض إجابة السؤال/ }).click();
  await expect(page.getByRole('dialog')).toContainText(answer);
  await page.keyboard.press('Escape');

  // The answer's notification waits in the bell of /home (mfe-wallet's widget in the welcome card).
  await page.goto('/home');
  await waitForApp(page);
  const bell = page.getByRole('button', { name: `الإشعارات، ${unread} غير مقروءة`, exact: true });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'الإشعارات', exact: true });
  const item = panel.getByRole('link', { name: /تمت الإجابة على سؤالك في بنك الأسئلة/ });
  await expect(item).toContainText('سؤال صفحة 4 رقم 2');
  // Nothing cuts or covers the list (the welcome card's edge, the next card's avatar did): every
  // point of it, centred in the window, hits the list itself.
  const covered = await panel.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    const misses: string[] = [];
    for (let x = r.left + 4; x < r.right - 4; x += 12)
      for (let y = r.top + 4; y < r.bottom - 4; y += 12) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !el.contains(hit)) misses.push(`${Math.round(x)},${Math.round(y)} ${hit?.tagName}`);
      }
    return misses;
  });
  expect(covered).toEqual([]);
  // Opened for 2 s, everything is read: the bell loses its count.
  await expect(page.getByRole('button', { name: 'الإشعارات', exact: true })).toBeVisible({ timeout: 15_000 });
  await item.click();
  await expect(page).toHaveURL(/\/questions-bank\/my-questions$/);
  await expect(mine).toContainText('تمت الإجابة');
});
