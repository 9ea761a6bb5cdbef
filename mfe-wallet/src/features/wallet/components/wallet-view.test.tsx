import { fakeApi, sampleTransaction, sampleWalletResponse } from '@app/dev-kit/fixtures';
import { formatMoney } from '@app/shared-contracts';
import { transferMessages, walletMessages } from '@app/shared-contracts/errors';
import { toaster } from '@app/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { WalletView } from './wallet-view';

const t = messages.wallet;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const page2 = sampleWalletResponse({
  transactions: {
    data: [sampleTransaction({ serial: 'TX-2', type: 'recharge', value: 100, course_resource: null })],
    links: { next: null },
  },
});

describe('wallet page', () => {
  it('shows the balance, the rows and loads more from the next link', async () => {
    api = fakeApi(({ url }) => {
      if (url === '/v1/wallet?page=2') return { status: 200, data: page2 };
      return {
        status: 200,
        data: sampleWalletResponse({
          wallet: { balance: 1234.5, address: '1000200030' },
          meta: { pending_mobile_payments_count: 2 },
          transactions: {
            data: [
              sampleTransaction({
                serial: 'TX-1',
                course_resource: { name: 'دورة الفيزياء الشاملة للصف الثالث الثانوي كاملة' },
              }),
            ],
            links: { next: '/v1/wallet?page=2' },
          },
        }),
      };
    });
    renderPage(<WalletView />, { appData: { enable_wallet_transfers: false } });
    expect(await screen.findByText('1,234.50 جنيه')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: t.transactions });
    const row = within(table).getByRole('row', { name: /TX-1/ });
    expect(row).toHaveTextContent(t.types.course_purchase);
    expect(row).toHaveTextContent(formatMoney(-150));
    // cut at 25 characters
    expect(row).toHaveTextContent('دورة الفيزياء الشاملة للص…');
    expect(screen.getByText('لديك طلبان للشحن قيد المراجعة')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: t.transfer })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await within(table).findByRole('row', { name: /TX-2/ })).toHaveTextContent(`+${formatMoney(100)}`);
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
  });

  it('shows the empty notice and the payment error of ?error=', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: sampleWalletResponse({ transactions: { data: [], links: { next: null } } }),
    }));
    renderPage(<WalletView />, { url: '/wallet?error=DECLINED', path: '/wallet' });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`${walletMessages.paymentError} DECLINED`);
  });

  it('announces nothing for a typed ?paid= and takes it out of the address', async () => {
    api = fakeApi(() => ({ status: 200, data: sampleWalletResponse() }));
    renderPage(<WalletView />, { url: '/wallet?paid=99999', path: '/wallet' });
    expect(await screen.findByText('1000200030')).toBeInTheDocument();
    expect(screen.queryByText(/تم الدفع/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/wallet$/),
    );
  });

  it("says what the api knows of the gateway's order, then cleans the address", async () => {
    const order = (status: string) => ({
      status: 200,
      data: {
        data: {
          id: 7,
          method: 'paymob_card',
          amount: 50,
          status,
          payer_number: null,
          message: null,
          attachment_url: null,
          created_at: '2025-01-05T10:00:00Z',
        },
      },
    });
    api = fakeApi(({ url }) =>
      url === '/wallet/topups/7' ? order('confirmed') : { status: 200, data: sampleWalletResponse() },
    );
    const { unmount } = renderPage(<WalletView />, { url: '/wallet?order=7&recharge=20', path: '/wallet' });
    expect(await screen.findByRole('dialog', { name: messages.topUp.title })).toBeInTheDocument();
    expect(await screen.findByText(t.paid('50.00 جنيه'))).toHaveAttribute('role', 'status');
    // the dialog hides the page from the accessibility tree: the probe is looked up hidden
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent(/^\/wallet$/),
    );
    unmount();
    api.restore();
    api = fakeApi(({ url }) =>
      url === '/wallet/topups/8' ? order('failed') : { status: 200, data: sampleWalletResponse() },
    );
    renderPage(<WalletView />, { url: '/wallet?order=8', path: '/wallet' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${walletMessages.paymentError} ${t.paymentDeclined}`,
    );
    expect(screen.queryByText(/تم الدفع/)).not.toBeInTheDocument();
  });

  it('says when the wallet cannot be loaded', async () => {
    api = fakeApi(() => ({ status: 500, data: {} }));
    renderPage(<WalletView />);
    expect(await screen.findByText(/حدثت مشكلة أثناء تحميل بيانات المحفظة/)).toBeInTheDocument();
  });
});

describe('transfer', () => {
  it('shows the address QR, the fee as deducted, and puts the new row on top', async () => {
    api = fakeApi(({ method, body }) => {
      if (method === 'POST') {
        expect(body).toEqual({ amount: 20, wallet_address: '12345678' });
        return {
          status: 200,
          data: {
            amount: 20,
            balance: 30,
            serial: 'TX-9',
            transaction: sampleTransaction({
              serial: 'TX-9',
              type: 'balance_transfer',
              value: -20,
              balance_after: 30,
              course_resource: null,
              transfer_resource: { recipient_user_name: 'سارة' },
            }),
          },
        };
      }
      return { status: 200, data: sampleWalletResponse() };
    });
    const snack = vi.spyOn(toaster, 'create');
    renderPage(<WalletView />, { appData: { enable_wallet_transfers: true, transfer_fees: 1 } });
    expect(await screen.findByText('1000200030')).toBeInTheDocument();
    expect(await screen.findByTitle(t.addressQr)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.transfer }));
    const dialog = await screen.findByRole('dialog', { name: messages.transfer.title });
    const confirm = within(dialog).getByRole('button', { name: messages.transfer.confirm });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(messages.transfer.amount), '20');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(messages.transfer.address), '1234 5678');
    expect(dialog).toHaveTextContent(messages.transfer.fee(formatMoney(1), formatMoney(19)));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    // the serial whole and left-to-right inside the Arabic message
    // the snack: the serial whole and left-to-right inside the Arabic message
    await vi.waitFor(() => expect(snack).toHaveBeenCalled());
    const { description } = snack.mock.calls[0]![0] as { description: ReactNode };
    const shown = render(<p>{description}</p>);
    expect(shown.container).toHaveTextContent(`تم تحويل ${formatMoney(20)} بنجاح، رقم العملية TX-9`);
    expect(within(shown.container).getByText('TX-9')).toHaveAttribute('dir', 'ltr');
    shown.unmount();
    snack.mockRestore();
    const table = await screen.findByRole('table', { name: t.transactions });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('TX-9');
    expect(rows[1]).toHaveTextContent('إلى: سارة');
    expect(screen.getAllByText(formatMoney(30)).length).toBeGreaterThan(0);
    expect(api.calls.find((c) => c.method === 'POST')).toBeTruthy();
  });

  it('names the recipient before confirm, stops an unknown address, and copies the own address', async () => {
    api = fakeApi(({ url, params }) => {
      if (url === '/wallet/recipient') {
        return params?.address === '12345678'
          ? { status: 200, data: { data: { name: 'سارة أحمد' } } }
          : { status: 404, data: { error: 'WALLET_NOT_FOUND' } };
      }
      return { status: 200, data: sampleWalletResponse() };
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<WalletView />, { appData: { enable_wallet_transfers: true, transfer_fees: 0 } });
    await userEvent.click(await screen.findByRole('button', { name: t.copyAddress }));
    expect(writeText).toHaveBeenCalledWith('1000200030');
    await userEvent.click(screen.getByRole('button', { name: t.transfer }));
    const dialog = await screen.findByRole('dialog', { name: messages.transfer.title });
    await userEvent.type(within(dialog).getByLabelText(messages.transfer.amount), '5');
    const address = within(dialog).getByLabelText(messages.transfer.address);
    await userEvent.type(address, '1234 5678');
    expect(await within(dialog).findByText(messages.transfer.recipient('سارة أحمد'))).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: messages.transfer.confirm });
    expect(confirm).toBeEnabled();
    await userEvent.type(address, '9');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: messages.transfer.confirm })).toBeDisabled(),
    );
    expect(within(dialog).getByText(transferMessages.WALLET_NOT_FOUND)).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says the minimum and keeps confirm off for an amount not above the fee', async () => {
    api = fakeApi(() => ({ status: 200, data: sampleWalletResponse() }));
    renderPage(<WalletView />, { appData: { enable_wallet_transfers: true, transfer_fees: 5 } });
    await userEvent.click(await screen.findByRole('button', { name: t.transfer }));
    const dialog = await screen.findByRole('dialog', { name: messages.transfer.title });
    await userEvent.type(within(dialog).getByLabelText(messages.transfer.amount), '5');
    await userEvent.type(within(dialog).getByLabelText(messages.transfer.address), '12345678');
    expect(within(dialog).getByRole('button', { name: messages.transfer.confirm })).toBeDisabled();
    expect(dialog).toHaveTextContent(messages.transfer.tooSmall(formatMoney(5.01)));
    await userEvent.type(within(dialog).getByLabelText(messages.transfer.amount), '.5');
    expect(within(dialog).getByRole('button', { name: messages.transfer.confirm })).toBeEnabled();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  for (const code of [
    'NO_ENOUGH_BALANCE',
    'WALLET_NOT_FOUND',
    'CANNOT_TRANSFER_TO_YOURSELF',
    'OTHER',
  ] as const) {
    it(`shows the message of ${code}`, async () => {
      api = fakeApi(({ method }) =>
        method === 'POST'
          ? { status: code === 'OTHER' ? 500 : 409, data: code === 'OTHER' ? {} : { error: code } }
          : { status: 200, data: sampleWalletResponse() },
      );
      renderPage(<WalletView />, { appData: { enable_wallet_transfers: true } });
      await userEvent.click(await screen.findByRole('button', { name: t.transfer }));
      const dialog = await screen.findByRole('dialog', { name: messages.transfer.title });
      await userEvent.type(within(dialog).getByLabelText(messages.transfer.amount), '5');
      await userEvent.type(within(dialog).getByLabelText(messages.transfer.address), '999');
      await userEvent.click(within(dialog).getByRole('button', { name: messages.transfer.confirm }));
      const expected = code === 'OTHER' ? transferMessages.fallback : transferMessages[code];
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(expected);
    });
  }
});
