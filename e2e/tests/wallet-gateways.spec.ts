import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiGet, readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken } from '../support/ui';

// Spec 3 §2.4, §4: a gateway top-up through the api's sandbox provider (demo mode): the order,
// 1 s later the provider's checkout, the provider's signed callback credits the wallet once, and
// the browser comes back to /wallet?order=<id>, whose state the page asks the api for before it
// takes the parameter out of the address; a declined payment shows the payment-error message.
const money = (n: number) => `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(n)} جنيه`;

/** axe's serious and critical findings (the bar of a11y.spec.ts). */
async function seriousAxe(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function startGateway(page: Page, method: string, amount: string) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'شحن الرصيد' }).click();
  const topUp = page.getByRole('dialog', { name: 'شحن الرصيد' });
  await topUp.getByRole('radio', { name: method }).check({ force: true });
  await topUp.getByLabel('المبلغ (جنيه)').fill(amount);
  await topUp.getByRole('button', { name: 'التالي' }).click();
  await topUp.getByRole('button', { name: 'الدفع', exact: true }).click();
  await expect(page.getByRole('heading', { name: /بوابة دفع تجريبية/ })).toBeVisible();
}

test('a Paymob card top-up through the sandbox checkout credits the wallet once', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'gateway-paid');
  await signInWithToken(page, student.token!, '/wallet');
  await startGateway(page, 'بطاقة بنكية', '50');
  await expect(page.getByText('50.00')).toBeVisible();
  await page.getByRole('button', { name: 'ادفع الآن' }).click();

  // the result comes from the api; the address is cleaned (a reload announces nothing)
  await page.waitForURL(/\/wallet$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('status').filter({ hasText: `تم الدفع وإضافة ${money(50)} إلى محفظتك` }),
  ).toBeVisible();
  await expect(main.getByText(money(50)).first()).toBeVisible();
  const table = main.getByRole('table', { name: 'سجل العمليات' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('شحن رصيد');

  // Back and forward through the return URL credits nothing more.
  await page.goBack();
  await page.reload();
  const after = await apiGet(request, '/v1/wallet', student.token);
  expect(after.wallet.balance).toBe(50);
  expect(after.transactions.data).toHaveLength(1);
});

test('a declined payment comes back with the payment-error message and credits nothing', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'gateway-declined');
  await signInWithToken(page, student.token!, '/wallet');
  await startGateway(page, 'فوري', '30');
  await page.getByRole('button', { name: 'رفض الدفع' }).click();

  await page.waitForURL(/\/wallet$/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'حدثت مشكلة أثناء عملية الدفع، حاول مرة أخرى رُفضت عملية الدفع',
  );
  const after = await apiGet(request, '/v1/wallet', student.token);
  expect(after.wallet.balance).toBe(0);
});

test('a Fawry payment through the provider script and the sandbox checkout credits the wallet', async ({
  page,
  request,
}) => {
  const student = await readyStudent(request, 'gateway-fawry');
  await signInWithToken(page, student.token!, '/wallet');
  await startGateway(page, 'فوري', '40');
  expect(await seriousAxe(page)).toEqual([]);
  await page.getByRole('button', { name: 'ادفع الآن' }).click();
  await page.waitForURL(/\/wallet$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: `تم الدفع وإضافة ${money(40)} إلى محفظتك` }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(money(40)).first()).toBeVisible();
  const after = await apiGet(request, '/v1/wallet', student.token);
  expect(after.wallet.balance).toBe(40);
});

test('a mobile-wallet top-up with a receipt waits under review', async ({ page, request }) => {
  const student = await readyStudent(request, 'wallet-receipt');
  await signInWithToken(page, student.token!, '/wallet');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'شحن الرصيد' }).click();
  const topUp = page.getByRole('dialog', { name: 'شحن الرصيد' });
  await topUp.getByRole('radio', { name: 'المحافظ الإلكترونية' }).check({ force: true });
  await topUp.getByLabel('المبلغ (جنيه)').fill('25');
  await topUp.getByRole('button', { name: 'التالي' }).click();
  await expect(topUp.getByText('01000000000')).toBeVisible();
  // both required fields empty: the spec's warning
  await topUp.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(topUp.getByRole('alert')).toContainText('من فضلك املأ الحقول المطلوبة');
  await topUp.getByLabel('رقم المحفظة التي حوّلت منها').fill('01012345678');
  await topUp
    .getByLabel('صورة إيصال التحويل')
    .setInputFiles({ name: 'r.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(topUp.getByRole('img', { name: 'معاينة صورة الإيصال' })).toBeVisible();
  expect(await seriousAxe(page, '[role=dialog]')).toEqual([]);
  await topUp.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(topUp).toBeHidden();
  await expect(main.getByText('لديك طلب شحن واحد قيد المراجعة')).toBeVisible();
  const after = await apiGet(request, '/v1/wallet', student.token);
  expect(after.wallet.balance).toBe(0);
});
