import {
  type FakeReply,
  fakeApi,
  sampleCourse,
  sampleCourseDetail,
  sampleLecture,
} from '@app/dev-kit/fixtures';
import { formatMoney, queryKeys, sessionStore } from '@app/shared-contracts';
import { coursePurchaseMessages as m } from '@app/shared-contracts/errors';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { CourseAccess } from './course-access';

const t = messages.access;
const paid = sampleCourse({
  id: 7,
  name: 'كيمياء',
  pay_type: 'course',
  price: 100,
  free: false,
  joined: false,
});
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

function withPurchaseReply(reply: FakeReply) {
  api = fakeApi(({ url }) => {
    if (url === '/courses/7/purchase') return reply;
    return { status: 404 };
  });
}

let client: QueryClient;
async function open(options: Parameters<typeof renderPage>[1] = {}, course = paid) {
  client = renderPage(<CourseAccess course={course} />, { url: '/courses', ...options }).client;
  await userEvent.click(screen.getByRole('button', { name: course.free ? t.get : t.buy }));
  return screen.findByRole('dialog', { name: t.purchaseTitle });
}

async function payByCard(code: string) {
  await userEvent.click(screen.getByRole('radio', { name: t.paycard }));
  if (code) await userEvent.type(screen.getByRole('textbox', { name: t.code }), code);
  await userEvent.click(screen.getByRole('button', { name: t.pay }));
}

describe('purchase dialog', () => {
  it('offers wallet and paycard with none chosen when the wallet is on', async () => {
    withPurchaseReply({ status: 500 });
    await open();
    expect(screen.getByRole('radio', { name: t.wallet })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: t.paycard })).not.toBeChecked();
  });

  it('takes back "choose a payment method" once a method is chosen', async () => {
    withPurchaseReply({ status: 500 });
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: t.pay }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.chooseMethod);
    await userEvent.click(within(dialog).getByRole('radio', { name: t.paycard }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('preselects the paycard when it is the only method', async () => {
    withPurchaseReply({ status: 500 });
    await open({ appData: { enable_wallet_system: false } });
    expect(screen.queryByRole('radio', { name: t.wallet })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: t.paycard })).toBeChecked();
    // a code reads left to right (issue 14)
    expect(screen.getByRole('textbox', { name: t.code })).toHaveAttribute('dir', 'ltr');
  });

  it.each([
    [30, '70'],
    [0, '100'],
  ])(
    'balance %d: shows the shortfall and links to the wallet with recharge=%s',
    async (balance, recharge) => {
      withPurchaseReply({ status: 500 });
      await open({ user: { balance } });
      await userEvent.click(screen.getByRole('radio', { name: t.wallet }));
      expect(screen.getByRole('link', { name: t.recharge })).toHaveAttribute(
        'href',
        `/wallet?recharge=${recharge}`,
      );
      expect(screen.getByRole('button', { name: t.pay })).toBeDisabled();
    },
  );

  it('on iOS names neither the price nor the shortfall, which would give the price away (spec 1 §6)', async () => {
    withPurchaseReply({ status: 500 });
    const dialog = await open({ user: { balance: 30 }, platform: 'ios' });
    await userEvent.click(screen.getByRole('radio', { name: t.wallet }));
    expect(within(dialog).getByText(t.balance(formatMoney(30)))).toBeInTheDocument();
    expect(within(dialog).getByText(t.shortNoAmount)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(formatMoney(70));
    expect(dialog).not.toHaveTextContent(formatMoney(100));
    expect(screen.getByRole('link', { name: t.recharge })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('button', { name: t.pay })).toBeDisabled();
  });

  it('buys with the wallet, takes the new balance and course from the answer, and lands on the course', async () => {
    withPurchaseReply({ status: 200, data: { data: { ...paid, joined: true }, balance: 50 } });
    await open({ user: { balance: 150, my_courses: [] } });
    const detail = sampleCourseDetail({ ...paid, lectures: [sampleLecture({ id: 1, purchased: false })] });
    client.setQueryData(queryKeys.catalogue.course(7), detail);
    await userEvent.click(screen.getByRole('radio', { name: t.wallet }));
    await userEvent.click(screen.getByRole('button', { name: t.pay }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/courses/7'),
    );
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/courses/7/purchase',
      body: { pay_by: 'wallet' },
    });
    expect(api.calls).toHaveLength(1); // neither the user nor the course is re-read
    expect(sessionStore.getState().user).toMatchObject({
      balance: 50,
      my_courses: [{ id: 7, joined: true }],
    });
    expect(client.getQueryData(queryKeys.catalogue.course(7))).toMatchObject({
      joined: true,
      lectures: [{ id: 1, purchased: true }],
    });
  });

  it('strips spaces from the card code and accepts Arabic-Indic digits', async () => {
    withPurchaseReply({ status: 200, data: { data: { ...paid, joined: true } } });
    await open();
    await payByCard(' ١٢٣ 456 ٧٨٩ ');
    await waitFor(() => expect(api.calls[0]?.body).toEqual({ pay_by: 'paycard', code: '123456789' }));
  });

  it('asks for the code when it is empty and sends nothing', async () => {
    withPurchaseReply({ status: 500 });
    await open();
    await payByCard('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidCode);
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    'LIMIT_EXCEEDED',
    'INVALID_PAYCARD_CODE',
    'USED_PAYCARD',
    'EXPIRED_PAYCARD',
    'PAYCARD_TARGET_VALIDATION_FAILD',
    'BALANCE_NOT_ENOUGH',
  ] as const)('shows the message of %s and resets the code', async (code) => {
    withPurchaseReply({ status: 400, data: { error: code } });
    await open();
    await payByCard('ABC 123');
    expect(await screen.findByRole('alert')).toHaveTextContent(m[code]);
    expect(screen.getByRole('textbox', { name: t.code })).toHaveValue('');
  });

  it('shows the message an error carries, else the generic one', async () => {
    withPurchaseReply({ status: 400, data: { error: 'NOT_FOUND', message: 'الدورة غير موجودة' } });
    await open();
    await payByCard('X1');
    expect(await screen.findByRole('alert')).toHaveTextContent('الدورة غير موجودة');
    api.restore();
    withPurchaseReply({ status: 503 });
    await payByCard('X2');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.fallback));
  });

  it('goes to the course on ALREADY_PURCHASED', async () => {
    withPurchaseReply({ status: 409, data: { error: 'ALREADY_PURCHASED' } });
    await open();
    await payByCard('A1');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('/courses/7'),
    );
  });

  it('gets a free course in one click without a method', async () => {
    withPurchaseReply({ status: 200, data: { data: { ...paid, price: 0, free: true, joined: true } } });
    const dialog = await open({}, { ...paid, price: 0, free: true });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    // The page's own button has the same name: take the one inside the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: t.get }));
    await waitFor(() => expect(api.calls[0]).toMatchObject({ url: '/courses/7/purchase', body: {} }));
  });
});
