// The question bank (issue 34, decision 0047): a teacher writes three questions in the browser
// (one with an image, checked in the phone-size preview), imports five more from a spreadsheet
// made here, and finds all eight listed. Axe on the page and on the editor.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { loginViaApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken } from '../support/ui';

const TEACHER = { email: 'teacher@example.com', password: 'demo-teacher-2026' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
test.describe.configure({ timeout: 120_000 });

async function axeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${label}: axe serious/critical violations`).toEqual([]);
}

test('a teacher writes three questions, imports five from a spreadsheet and sees them listed', async ({
  page,
  request,
}) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const teacher = await loginViaApi(request, TEACHER.email, TEACHER.password);
  await signInWithToken(page, teacher, '/staff/exam-bank');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'بنك الأسئلة' })).toBeVisible({ timeout: 20_000 });
  await axeClean(page, 'bank');

  const editor = main.getByRole('form', { name: 'السؤال' });
  const preview = main.getByRole('region', { name: 'معاينة كما يراها الطالب على الهاتف' });
  const save = async () => {
    await editor.getByRole('button', { name: 'حفظ السؤال' }).click();
    await expect(page.getByText('حُفظ السؤال').first()).toBeVisible();
    await expect(editor).toBeHidden();
  };

  // 1. Choices, with an image of the figure; the preview shows it as the exam will.
  await main.getByRole('button', { name: 'سؤال جديد' }).click();
  await editor.getByRole('textbox', { name: 'نص السؤال' }).fill(`ما قيمة المقاومة في الشكل؟ ${tag}`);
  await editor.getByLabel('صورة السؤال (شكل أو معادلة)').setInputFiles({
    name: 'circuit.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(editor.getByRole('img', { name: 'صورة السؤال (شكل أو معادلة)' })).toBeVisible();
  await editor.getByRole('textbox', { name: 'الاختيار 1' }).fill('5 أوم');
  await editor.getByRole('textbox', { name: 'الاختيار 2' }).fill('10 أوم');
  await editor.getByRole('button', { name: 'إضافة اختيار' }).click();
  await editor.getByRole('textbox', { name: 'الاختيار 3' }).fill('20 أوم');
  await editor.getByRole('radio', { name: 'الاختيار 2 هو الصحيح' }).check();
  await editor.getByRole('combobox', { name: 'الفصل' }).fill(`الكهربية ${tag}`);
  await expect(preview.getByRole('heading', { name: `ما قيمة المقاومة في الشكل؟ ${tag}` })).toBeVisible();
  await expect(preview.getByRole('radio')).toHaveCount(3);
  expect((await preview.locator('[data-frame="phone-360"]').boundingBox())?.width).toBeLessThanOrEqual(361);
  await axeClean(page, 'editor');
  await save();

  // 2. True or false.
  await main.getByRole('button', { name: 'سؤال جديد' }).click();
  await editor.getByRole('combobox', { name: 'نوع السؤال' }).selectOption('truefalse');
  await editor.getByRole('textbox', { name: 'نص السؤال' }).fill(`التيار يمر في الدائرة المفتوحة ${tag}`);
  await editor.getByRole('radio', { name: 'الاختيار 2 هو الصحيح' }).check();
  await save();

  // 3. Essay, with image answers allowed.
  await main.getByRole('button', { name: 'سؤال جديد' }).click();
  await editor.getByRole('combobox', { name: 'نوع السؤال' }).selectOption('essay');
  await editor.getByRole('textbox', { name: 'نص السؤال' }).fill(`اشرح قانون أوم ${tag}`);
  await editor.getByRole('checkbox', { name: 'يقبل إجابة بالصورة' }).check();
  await editor.getByRole('textbox', { name: 'الدرجة' }).fill('3');
  await save();

  // Five more from a spreadsheet (csv, as a centre exports it).
  const csv = [
    'type,text,choice_1,choice_2,choice_3,correct,marks,chapter,difficulty',
    `choices,وحدة قياس الجهد ${tag},الفولت,الأوم,الأمبير,1,1,الكهربية,easy`,
    `choices,وحدة قياس القدرة ${tag},الجول,الواط,,2,1,الكهربية,medium`,
    `truefalse,المقاومة تزيد بزيادة الطول ${tag},,,,صح,1,الكهربية,easy`,
    `truefalse,الفولتميتر يوصل على التوالي ${tag},,,,خطأ,1,الكهربية,hard`,
    `essay,احسب المقاومة المكافئة ${tag},,,,,2,الكهربية,hard`,
  ].join('\n');
  await main.getByRole('button', { name: 'استيراد من ملف' }).click();
  const dialog = page.getByRole('dialog', { name: 'استيراد أسئلة من ملف' });
  await dialog.getByLabel('ملف الأسئلة (xlsx أو csv)').setInputFiles({
    name: 'bank.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'فحص الملف' }).click();
  await expect(dialog.getByText('جاهز: 5، مرفوض: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'استيراد 5 من الأسئلة' }).click();
  await expect(dialog.getByText('أُضيف 5، ورُفض 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'إغلاق', exact: true }).first().click();

  // All eight listed (the search finds this run's tag).
  const search = main.getByRole('searchbox', { name: 'بحث في نص السؤال' });
  await search.fill(tag);
  await search.press('Enter');
  const table = main.getByRole('table', { name: 'أسئلة البنك' });
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByText(`اشرح قانون أوم ${tag}`)).toBeVisible();
  await expect(table.getByText(`وحدة قياس الجهد ${tag}`)).toBeVisible();
});
