// Card batches (issue 32): an admin makes a batch of 10 pay-cards for a course, downloads the
// printable PDF (a PDF holding the 10 codes), and a student buys the course with one of them.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { apiGet, loginViaApi, readyStudent } from '../support/api';
import { allCourses, msg, paidCourses } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { signInWithToken, waitForApp } from '../support/ui';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
test.describe.configure({ timeout: 120_000 });

/**
 * The text a PDF draws, as far as its codes need: each content stream inflated, the hex strings of
 * its text operators decoded (pdfkit writes Latin text with the built-in fonts as <hex> strings).
 */
function pdfLatinText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const h of body.matchAll(/<([0-9a-fA-F]+)>/g)) text += Buffer.from(h[1]!, 'hex').toString('latin1');
    text += '\n';
  }
  return text;
}

async function pickCourse(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'دفعة جديدة' });
  await form.getByRole('searchbox', { name: 'ابحث بالاسم' }).fill(name);
  await form
    .getByRole('radio', { name: new RegExp(name) })
    .first()
    .check();
  return form;
}

test('an admin makes 10 pay-cards for a course, prints the PDF, and a student buys the course with one', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'cards');
  const [course] = paidCourses(await allCourses(request, student.token)).slice(-1);
  expect(course, 'a paid course in the seed').toBeTruthy();
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);

  await signInWithToken(page, admin, '/staff/cards');
  await page.getByRole('button', { name: 'إنشاء دفعة' }).click({ timeout: 20_000 });
  const form = await pickCourse(page, course!.name);
  await form.getByRole('textbox', { name: 'القيمة بالجنيه' }).fill(String(course!.price));
  await expect(form.getByRole('textbox', { name: 'عدد البطاقات' })).toHaveValue('10');
  await form.getByRole('button', { name: 'إنشاء الدفعة' }).click();

  // The batch's page: ten unused cards.
  await expect(page).toHaveURL(/\/staff\/cards\/\d+$/, { timeout: 20_000 });
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `الدفعة ${id}` })).toBeVisible();
  const cards = page.getByRole('table', { name: 'بطاقات الدفعة' });
  await expect(cards.getByRole('cell', { name: 'غير مستخدمة' })).toHaveCount(10);
  const detail = await apiGet(request, `/v1/staff/card-batches/${id}`, admin);
  const codes = (detail.cards.items as { code: string }[]).map((c) => c.code);
  expect(codes).toHaveLength(10);

  // The printable PDF, downloaded as the browser saves it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تنزيل PDF للطباعة' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`cards-${id}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const printed = pdfLatinText(pdf).replace(/-/g, '');
  for (const code of codes) expect(printed).toContain(code);

  // A student buys the course with one of the printed codes, typed as printed (with dashes).
  await page.evaluate(() => localStorage.clear());
  await signInWithToken(page, student.token!, `/courses/${course!.id}`);
  await waitForApp(page);
  await page.getByRole('main').getByRole('button', { name: 'شراء الدورة' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'الحصول على الدورة' });
  await dialog.getByRole('radio', { name: 'بطاقة الدفع' }).check();
  await dialog.getByLabel('كود البطاقة').fill(codes[3]!.replace(/(.{4})(?=.)/g, '$1-'));
  await dialog.getByRole('button', { name: 'إتمام الشراء' }).click();
  await expect(page.getByText(msg.success)).toBeVisible();

  // Back at the desk the card shows as used by that student.
  const after = await apiGet(request, `/v1/staff/card-batches/${id}?state=used`, admin);
  expect(after.cards.items).toEqual([expect.objectContaining({ code: codes[3], state: 'used' })]);
});
