import { type FakeReply, fakeApi, sampleCourse, sampleLecture, sampleUser } from '@app/dev-kit/fixtures';
import { type AppEvents, appEvents, type CheckoutProps, formatMoney, queryKeys } from '@app/shared-contracts';
import { lecturePurchaseMessages, coursePurchaseMessages as m } from '@app/shared-contracts/errors';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { AUTO_SELECT_MS, Checkout } from './checkout';

const t = messages.checkout;
const paid = sampleCourse({
  id: 7,
  name: 'كيمياء',
  pay_type: 'course',
  price: 100,
  free: false,
  joined: false,
});
let api: ReturnType<typeof fakeApi>;
let client: QueryClient;
afterEach(() => api?.restore());

/** The purchase answers `reply`; /auth/user answers the balance (the wallet's balance query). */
function withPurchaseReply(reply: FakeReply, balance = 0, path = '/courses/7/purchase') {
  api = fakeApi(({ url }) => {
    if (url === path) return reply;
    if (url === '/auth/user') return { status: 200, data: { user: sampleUser({ balance }) } };
    return { status: 404 };
  });
}

function show(props: Partial<CheckoutProps> = {}, options: Parameters<typeof renderPage>[1] = {}) {
  client = renderPage(<Checkout kind="course" id={7} price={100} {...props} />, {
    url: '/courses/7',
    ...options,
  }).client;
}
const purchaseCalls = () => api.calls.filter((c) => c.url !== '/auth/user');

async function payByCard(code: string) {
  await userEvent.click(screen.getByRole('radio', { name: t.paycard }));
  if (code) await userEvent.type(screen.getByRole('textbox', { name: t.code }), code);
  await userEvent.click(screen.getByRole('button', { name: t.pay.course }));
}

describe('checkout', () => {
  it('offers wallet and paycard with none chosen when the wallet is on', () => {
    withPurchaseReply({ status: 500 });
    show();
    expect(screen.getByRole('radio', { name: t.wallet })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: t.paycard })).not.toBeChecked();
  });

  it('takes back "choose a payment method" once a method is chosen', async () => {
    withPurchaseReply({ status: 500 });
    show();
    await userEvent.click(screen.getByRole('button', { name: t.pay.course }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.chooseMethod);
    await userEvent.click(screen.getByRole('radio', { name: t.paycard }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(purchaseCalls()).toHaveLength(0);
  });

  it("preselects a course's only method at once, and a lecture's after 500 ms (spec 2 §9)", async () => {
    withPurchaseReply({ status: 500 });
    show({}, { appData: { enable_wallet_system: false } });
    expect(screen.queryByRole('radio', { name: t.wallet })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: t.paycard })).toBeChecked();
    expect(screen.getByRole('textbox', { name: t.code })).toHaveAttribute('dir', 'ltr');
    vi.useFakeTimers();
    try {
      show({ kind: 'lecture', paycardDisabled: true }, {});
      const wallet = screen.getAllByRole('radio', { name: t.wallet }).at(-1)!;
      expect(wallet).not.toBeChecked();
      act(() => vi.advanceTimersByTime(AUTO_SELECT_MS));
      expect(wallet).toBeChecked();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [30, '70'],
    [0, '100'],
  ])(
    'balance %d: shows the shortfall and links to the wallet with recharge=%s',
    async (balance, recharge) => {
      withPurchaseReply({ status: 500 }, balance);
      show();
      await userEvent.click(screen.getByRole('radio', { name: t.wallet }));
      expect(await screen.findByText(t.balance(formatMoney(balance)))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t.recharge })).toHaveAttribute(
        'href',
        `/wallet?recharge=${recharge}`,
      );
      expect(screen.getByRole('button', { name: t.pay.course })).toBeDisabled();
    },
  );

  it('buys with the wallet: its own balance takes the answer, the purchase is announced, nothing re-read', async () => {
    withPurchaseReply({ status: 200, data: { data: { ...paid, joined: true }, balance: 50 } }, 150);
    const heard: AppEvents['purchased'][] = [];
    const off = appEvents.on('purchased', (e) => heard.push(e));
    const onPurchased = vi.fn();
    show({ onPurchased });
    await userEvent.click(screen.getByRole('radio', { name: t.wallet }));
    await screen.findByText(t.balance(formatMoney(150)));
    await userEvent.click(screen.getByRole('button', { name: t.pay.course }));
    await waitFor(() => expect(onPurchased).toHaveBeenCalled());
    off();
    expect(purchaseCalls()).toEqual([
      expect.objectContaining({ method: 'POST', url: '/courses/7/purchase', body: { pay_by: 'wallet' } }),
    ]);
    expect(purchaseCalls()[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(onPurchased).toHaveBeenCalledWith({
      kind: 'course',
      id: 7,
      course: expect.objectContaining({ joined: true }),
    });
    expect(heard).toEqual([expect.objectContaining({ kind: 'course', id: 7, balance: 50 })]);
    expect(client.getQueryData(queryKeys.wallet.balance())).toBe(50);
  });

  it('buys a lecture at its own address with its own messages', async () => {
    const lecture = sampleLecture({ id: 3, purchased: true });
    withPurchaseReply(
      { status: 400, data: { error: 'PAYCARD_TARGET_VALIDATION_FAILD' } },
      0,
      '/lectures/3/purchase',
    );
    show({ kind: 'lecture', id: 3, price: 20 });
    await userEvent.click(screen.getByRole('radio', { name: t.paycard }));
    await userEvent.type(screen.getByRole('textbox', { name: t.code }), 'A B1');
    expect(screen.getByRole('textbox', { name: t.code })).toHaveValue('AB1');
    await userEvent.click(screen.getByRole('button', { name: t.pay.lecture }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      lecturePurchaseMessages.PAYCARD_TARGET_VALIDATION_FAILD,
    );
    expect(lecture.id).toBe(3);
  });

  it('strips spaces from the card code and accepts Arabic-Indic digits', async () => {
    withPurchaseReply({ status: 200, data: { data: { ...paid, joined: true } } });
    show();
    await payByCard(' ١٢٣ 456 ٧٨٩ ');
    await waitFor(() => expect(purchaseCalls()[0]?.body).toEqual({ pay_by: 'paycard', code: '123456789' }));
  });

  it('asks for the code when it is empty and sends nothing', async () => {
    withPurchaseReply({ status: 500 });
    show();
    await payByCard('');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invalidCode);
    expect(purchaseCalls()).toHaveLength(0);
  });

  it.each([
    'LIMIT_EXCEEDED',
    'INVALID_PAYCARD_CODE',
    'USED_PAYCARD',
    'EXPIRED_PAYCARD',
    'PAYCARD_TARGET_VALIDATION_FAILD',
    'BALANCE_NOT_ENOUGH',
  ] as const)('shows the message of %s, resets the code and tells the embedder', async (code) => {
    withPurchaseReply({ status: 400, data: { error: code } });
    const onFailed = vi.fn();
    show({ onFailed });
    await payByCard('ABC123');
    expect(await screen.findByRole('alert')).toHaveTextContent(m[code]);
    expect(screen.getByRole('textbox', { name: t.code })).toHaveValue('');
    expect(onFailed).toHaveBeenCalledWith(code);
  });

  it('shows the message an error carries, else the generic one', async () => {
    withPurchaseReply({ status: 400, data: { error: 'NOT_FOUND', message: 'الدورة غير موجودة' } });
    show();
    await payByCard('X1');
    expect(await screen.findByRole('alert')).toHaveTextContent('الدورة غير موجودة');
    api.restore();
    withPurchaseReply({ status: 503 });
    await payByCard('X2');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.fallback));
  });

  it('gets a free item in one click without a method', async () => {
    withPurchaseReply({ status: 200, data: { data: { ...paid, price: 0, free: true, joined: true } } });
    show({ price: 0 });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.get.course }));
    await waitFor(() => expect(purchaseCalls()[0]).toMatchObject({ url: '/courses/7/purchase', body: {} }));
  });

  it('sends one Idempotency-Key per attempt: the same on a retry, a new one after success', async () => {
    let status = 503;
    api = fakeApi(({ url }) =>
      url === '/auth/user'
        ? { status: 200, data: { user: sampleUser({ balance: 0 }) } }
        : { status, data: { data: { ...paid, joined: true } } },
    );
    show({ price: 0 });
    const get = screen.getByRole('button', { name: t.get.course });
    await userEvent.click(get);
    await screen.findByRole('alert');
    status = 200;
    await userEvent.click(get);
    await waitFor(() => expect(purchaseCalls()).toHaveLength(2));
    await userEvent.click(get);
    await waitFor(() => expect(purchaseCalls()).toHaveLength(3));
    const [first, retry, next] = purchaseCalls().map((c) => c.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
