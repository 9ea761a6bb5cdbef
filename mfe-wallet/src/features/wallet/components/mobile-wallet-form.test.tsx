import { fakeApi } from '@app/dev-kit/fixtures';
import { mobileWalletTopUpMessages, walletMessages } from '@app/shared-contracts/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { MobileWalletForm } from './mobile-wallet-form';

const t = messages.topUp;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'r.png', { type: 'image/png' });
const appData = {
  recharge_info: {
    min_recharge_amount: 10,
    supported_methods: ['mobile_wallets' as const],
    mobile_wallet_number: '01000000000',
    manual_external_payments_label: null,
    manual_external_payments_instructions: null,
    manual_external_payments_alert: null,
  },
};

describe('mobile-wallet checkout', () => {
  it('shows where to pay, requires the payer and the receipt, then sends them as multipart', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: { data: { id: 1 }, message: mobileWalletTopUpMessages.success },
    }));
    const onDone = vi.fn();
    renderPage(<MobileWalletForm amount={50} onDone={onDone} />, { appData });
    expect(screen.getByText('01000000000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(walletMessages.fillRequired);
    expect(api.calls).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: t.payerNumber }), '٠١٠ 1234 5678');
    const picker = screen.getByLabelText(t.receipt, { exact: false });
    fireEvent.change(picker, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(t.notImage)).toBeInTheDocument();
    fireEvent.change(picker, { target: { files: [png()] } });
    await waitFor(() => expect(screen.queryByText(t.notImage)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: t.send }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(mobileWalletTopUpMessages.success));
    const body = api.calls[0]?.body as FormData;
    expect(api.calls[0]?.url).toBe('/wallet/recharge/mobile-wallet');
    expect(body.get('amount')).toBe('50');
    expect(body.get('payer_number')).toBe('01012345678');
    expect((body.get('attachment') as File).name).toBe('r.png');
    expect(body.has('message')).toBe(false);
  });

  it('shows the minimum-amount message of LESS_THAN_MIN_AMOUNT and stays open', async () => {
    api = fakeApi(() => ({ status: 422, data: { error: 'LESS_THAN_MIN_AMOUNT', message: 'x' } }));
    const onDone = vi.fn();
    renderPage(<MobileWalletForm amount={5} onDone={onDone} />, { appData });
    await userEvent.type(screen.getByRole('textbox', { name: t.payerNumber }), '01012345678');
    fireEvent.change(screen.getByLabelText(t.receipt, { exact: false }), { target: { files: [png()] } });
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      mobileWalletTopUpMessages.LESS_THAN_MIN_AMOUNT,
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
