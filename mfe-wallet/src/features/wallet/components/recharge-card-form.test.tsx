import { fakeApi, sampleTransaction, sampleWalletResponse } from '@app/dev-kit/fixtures';
import { queryKeys } from '@app/shared-contracts';
import { rechargeCardMessages, walletMessages } from '@app/shared-contracts/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { RechargeCardForm } from './recharge-card-form';

const t = messages.topUp;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

// The form alone (the dialog around it has its own test): small and quick even on a loaded machine.
describe('recharge card form', () => {
  it('sends the code without spaces in Latin digits and puts the answer in the wallet and the session', async () => {
    api = fakeApi(({ body }) => {
      expect(body).toEqual({ code: '12345678' });
      const transaction = sampleTransaction({
        serial: 'TX-7',
        type: 'recharge',
        value: 100,
        balance_after: 150,
      });
      return {
        status: 200,
        data: { amount: 100, balance: 150, message: rechargeCardMessages.success, transaction },
      };
    });
    const onDone = vi.fn();
    const { client } = renderPage(<RechargeCardForm onDone={onDone} />);
    client.setQueryData(queryKeys.wallet.wallet(), { pages: [sampleWalletResponse()], pageParams: [null] });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.cardCode) }), '١٢٣٤ ٥٦٧٨');
    await user.click(screen.getByRole('button', { name: t.redeem }));

    // says how much the card added and the balance now, not only that it worked
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(t.cardAdded('100.00 جنيه', '150.00 جنيه')));
    const cached = client.getQueryData<{ pages: ReturnType<typeof sampleWalletResponse>[] }>(
      queryKeys.wallet.wallet(),
    );
    expect(cached?.pages[0]?.transactions.data[0]?.serial).toBe('TX-7');
    expect(cached?.pages[0]?.wallet.balance).toBe(150);
    expect(client.getQueryData(queryKeys.wallet.balance())).toBe(150);
  });

  it('refuses an empty code without a call, then shows the api code', async () => {
    api = fakeApi(() => ({ status: 409, data: { error: 'USED_PAYCARD' } }));
    renderPage(<RechargeCardForm onDone={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.redeem }));
    expect(screen.getByRole('alert')).toHaveTextContent(walletMessages.fillRequired);
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: new RegExp(t.cardCode) }), '999');
    await user.click(screen.getByRole('button', { name: t.redeem }));
    expect(await screen.findByText(rechargeCardMessages.USED_PAYCARD)).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it("shows the contract's Arabic message under the empty field, and a 422 under the code", async () => {
    api = fakeApi(() => ({ status: 422, data: { errors: { code: ['الكود غير صحيح'] } } }));
    renderPage(<RechargeCardForm onDone={vi.fn()} />);
    const user = userEvent.setup();
    const code = screen.getByRole('textbox', { name: new RegExp(t.cardCode) });
    await user.click(screen.getByRole('button', { name: t.redeem }));
    // rechargeCardBodySchema's own message, under the field that has the focus
    await vi.waitFor(() => expect(code).toHaveAccessibleErrorMessage('لا يمكنك ترك الحقل فارغاً'));
    expect(code).toHaveFocus();

    await user.type(code, '999');
    await user.click(screen.getByRole('button', { name: t.redeem }));
    await vi.waitFor(() => expect(code).toHaveAccessibleErrorMessage('الكود غير صحيح'));
    // a 422 on the code is the field's, not the notice's
    expect(screen.queryByText(rechargeCardMessages.fallback)).toBeNull();
  });
});
