import { apiGet, readyStudent } from '../support/api';
import { dataDir } from '../support/env';
import { expect, test } from '../support/fixtures';
import { readFixtures } from '../support/prepare';
import { projectIndex } from '../support/project';
import { horizontalOverflow, signInWithToken } from '../support/ui';

// Spec 3 §2.3–2.5: open the wallet, redeem a recharge card, transfer to another student who sees it.
const money = (n: number) => `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(n)} جنيه`;

test('a student tops up with a recharge card and transfers to another student', async ({
  page,
  request,
}, info) => {
  const card = readFixtures(dataDir).rechargeCards[projectIndex(info)]!;
  const sender = await readyStudent(request, 'wallet-from');
  const recipient = await readyStudent(request, 'wallet-to');
  const settings = await apiGet(request, '/v1/app');
  const fee: number = settings.transfer_fees;
  const { wallet: toWallet } = await apiGet(request, '/v1/wallet', recipient.token);

  await signInWithToken(page, sender.token!, '/wallet');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'المحفظة', level: 1 })).toBeVisible();
  await expect(main.getByText('لا توجد عمليات في محفظتك بعد')).toBeVisible();
  await expect(main.getByRole('img', { name: 'رمز QR لعنوان محفظتك' })).toBeVisible();

  // Top up with a recharge card (no amount asked); the code is typed with spaces.
  await main.getByRole('button', { name: 'شحن الرصيد' }).click();
  const topUp = page.getByRole('dialog', { name: 'شحن الرصيد' });
  const cardMethod = topUp.getByRole('radio', { name: 'كارت شحن' });
  await cardMethod.check({ force: true });
  await expect(topUp.getByLabel('المبلغ (جنيه)')).toBeHidden();
  await topUp.getByRole('button', { name: 'التالي' }).click();
  await topUp.getByLabel('كود الكارت').fill(`${card.slice(0, 4)} ${card.slice(4)}`);
  await topUp.getByRole('button', { name: 'شحن', exact: true }).click();
  await expect(topUp).toBeHidden();
  await expect(main.getByText(money(100)).first()).toBeVisible();
  const table = main.getByRole('table', { name: 'سجل العمليات' });
  await expect(table.getByRole('row').nth(1)).toContainText('شحن رصيد');

  // The same card again is refused with its message.
  await main.getByRole('button', { name: 'شحن الرصيد' }).click();
  await cardMethod.check({ force: true });
  await topUp.getByRole('button', { name: 'التالي' }).click();
  await topUp.getByLabel('كود الكارت').fill(card);
  await topUp.getByRole('button', { name: 'شحن', exact: true }).click();
  await expect(topUp.getByText('البطاقة مستخدمة من قبل')).toBeVisible();
  await page.keyboard.press('Escape');

  // Transfer 20 EGP: the fee is shown as deducted; the row goes on top.
  await main.getByRole('button', { name: 'تحويل رصيد' }).click();
  const transfer = page.getByRole('dialog', { name: 'تحويل رصيد' });
  const confirm = transfer.getByRole('button', { name: 'تأكيد التحويل' });
  await expect(confirm).toBeDisabled();
  await transfer.getByLabel('المبلغ (جنيه)').fill('20');
  await transfer.getByLabel('عنوان المحفظة المستلمة').fill(toWallet.address);
  await confirm.click();
  await expect(page.getByText(new RegExp(`تم تحويل ${money(20)} بنجاح`))).toBeVisible();
  await expect(transfer).toBeHidden();
  await expect(table.getByRole('row').nth(1)).toContainText(`إلى: ${recipient.name}`);
  await expect(main.getByText(money(80)).first()).toBeVisible();
  // The table scrolls inside its own box; the page never scrolls sideways.
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
  // At 360 px each row is a card of label–value lines: nothing wider than its box (was 841 in 334).
  const fit = await table.evaluate((el) => ({ width: el.scrollWidth, box: el.parentElement!.clientWidth }));
  expect(fit.width).toBeLessThanOrEqual(fit.box);

  // The recipient sees it.
  const after = await apiGet(request, '/v1/wallet', recipient.token);
  expect(after.wallet.balance).toBeCloseTo(20 - fee, 2);
  await signInWithToken(page, recipient.token!, '/wallet');
  await expect(page.getByRole('main').getByRole('table', { name: 'سجل العمليات' })).toContainText(
    `من: ${sender.name}`,
  );
});
