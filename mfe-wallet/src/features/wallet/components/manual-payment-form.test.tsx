import { fakeApi } from '@app/dev-kit/fixtures';
import { mobileWalletTopUpMessages } from '@app/shared-contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { ManualPaymentForm } from './manual-payment-form';

const t = messages.topUp;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());
const appData = {
  recharge_info: {
    min_recharge_amount: 10,
    supported_methods: ['manual_external_payments' as const],
    mobile_wallet_number: null,
    manual_external_payments_label: 'تحويل بنكي',
    manual_external_payments_instructions: 'حوّل **{amount} جنيه** إلى الحساب 123',
    manual_external_payments_alert: 'يُراجع الطلب خلال 24 ساعة.',
  },
};

describe('manual external payment checkout', () => {
  it('shows the label, the instructions with the amount in bold and the alert', () => {
    renderPage(<ManualPaymentForm amount={1250} onDone={() => {}} />, { appData });
    expect(screen.getByRole('heading', { name: 'تحويل بنكي' })).toBeInTheDocument();
    expect(screen.getByText('1,250.00 جنيه').tagName).toBe('STRONG');
    expect(screen.getByText(/إلى الحساب 123/)).not.toHaveTextContent('**');
    expect(screen.getByText('يُراجع الطلب خلال 24 ساعة.')).toHaveAttribute('role', 'status');
  });

  it('sends the request and reports done without a wallet reload', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: { data: { id: 2 }, message: mobileWalletTopUpMessages.success },
    }));
    const onDone = vi.fn();
    renderPage(<ManualPaymentForm amount={20} onDone={onDone} />, { appData });
    await userEvent.type(screen.getByRole('textbox', { name: t.reference }), 'IBAN-٧');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(mobileWalletTopUpMessages.success, { reload: false }),
    );
    const body = api.calls[0]?.body as FormData;
    expect(api.calls[0]?.url).toBe('/wallet/recharge/manual');
    expect(body.get('amount')).toBe('20');
    expect(body.get('payer_number')).toBe('IBAN-7');
    expect(body.has('attachment')).toBe(false);
  });

  it('shows the fallback message when the request fails', async () => {
    api = fakeApi(() => ({ status: 500, data: {} }));
    renderPage(<ManualPaymentForm amount={20} onDone={() => {}} />, { appData });
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mobileWalletTopUpMessages.fallback);
  });
});
