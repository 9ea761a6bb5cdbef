import { fakeApi, sampleWalletResponse } from '@app/dev-kit/fixtures';
import { AMOUNT_MESSAGES } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { TopUpDialog } from './top-up-dialog';

const t = messages.topUp;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const cardOnly = {
  recharge_info: {
    min_recharge_amount: 10,
    supported_methods: ['recharge_card' as const],
    mobile_wallet_number: null,
    manual_external_payments_label: null,
    manual_external_payments_instructions: null,
    manual_external_payments_alert: null,
  },
};

describe('top-up dialog', () => {
  // The dialog alone, open (the wallet page's button is covered in wallet-view.test and e2e): the
  // page around it made this case too slow for a loaded CI machine.
  it('preselects the only method, which needs no amount, and goes to its checkout and back', async () => {
    api = fakeApi(() => ({ status: 200, data: sampleWalletResponse() }));
    renderPage(<TopUpDialog open onOpenChange={() => {}} />, { appData: cardOnly });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect(within(dialog).getByRole('radio', { name: t.methods.recharge_card })).toBeChecked();
    expect(within(dialog).queryByLabelText(t.amount)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.next }));
    expect(within(dialog).getByRole('textbox', { name: new RegExp(t.cardCode) })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.back }));
    expect(within(dialog).getByRole('radio', { name: t.methods.recharge_card })).toBeInTheDocument();
  });

  it("stops an amount above the top-up maximum with the api's message", async () => {
    api = fakeApi(() => ({ status: 200, data: sampleWalletResponse() }));
    renderPage(<TopUpDialog open onOpenChange={() => {}} initialAmount="1000000000000000" />, {
      appData: { recharge_info: { ...cardOnly.recharge_info, supported_methods: ['fawry'] } },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await user.click(within(dialog).getByRole('button', { name: t.next }));
    expect(within(dialog).getByText(AMOUNT_MESSAGES.topUpTooLarge)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.next })).toBeInTheDocument();
  });

  it("drops 'choose a method' once a method is picked", async () => {
    api = fakeApi(() => ({ status: 200, data: sampleWalletResponse() }));
    renderPage(<TopUpDialog open onOpenChange={() => {}} initialAmount="50" />, {
      appData: {
        recharge_info: { ...cardOnly.recharge_info, supported_methods: ['recharge_card', 'fawry'] },
      },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await user.click(within(dialog).getByRole('button', { name: t.next }));
    expect(within(dialog).getByText(t.chooseMethod)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: t.methods.fawry }));
    expect(within(dialog).queryByText(t.chooseMethod)).not.toBeInTheDocument();
  });

  it('hides methods without a checkout in the phone app', async () => {
    api = fakeApi(() => ({ status: 200, data: sampleWalletResponse() }));
    renderPage(<TopUpDialog open onOpenChange={() => {}} initialAmount="50" />, {
      appData: {
        recharge_info: { ...cardOnly.recharge_info, supported_methods: ['recharge_card', 'fawry'] },
      },
      platform: 'android',
    });
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect(within(dialog).queryByRole('radio', { name: t.methods.fawry })).not.toBeInTheDocument();
  });
});
