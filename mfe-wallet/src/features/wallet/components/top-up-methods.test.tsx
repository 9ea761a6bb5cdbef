import { screen } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { TopUpDialog } from './top-up-dialog';

const t = messages.topUp;
const appData = {
  recharge_info: {
    min_recharge_amount: 10,
    supported_methods: [
      'recharge_card' as const,
      'paymob_card' as const,
      'fawry' as const,
      'shakeout' as const,
    ],
    mobile_wallet_number: null,
    manual_external_payments_label: null,
    manual_external_payments_instructions: null,
    manual_external_payments_alert: null,
  },
};

// Rendered open, no interaction: which methods step 0 offers (spec 3 §2.4, §6).
describe('top-up methods', () => {
  it('offers every supported method on the web, without the web link', async () => {
    renderPage(<TopUpDialog open onOpenChange={() => {}} />, { appData });
    expect(await screen.findByRole('radio', { name: t.methods.paymob_card })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: t.methods.fawry })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: t.methods.shakeout })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.wrapperLink })).not.toBeInTheDocument();
  });

  it('hides the gateways in the phone wrapper and links to the web platform instead', async () => {
    renderPage(<TopUpDialog open onOpenChange={() => {}} initialAmount="100" />, {
      appData,
      platform: 'ios',
    });
    expect(await screen.findByRole('link', { name: t.wrapperLink })).toHaveAttribute(
      'href',
      expect.stringContaining('to=w'),
    );
    // the card stays, alone, so it is preselected
    expect(screen.getByRole('radio', { name: t.methods.recharge_card })).toBeChecked();
    expect(screen.queryByRole('radio', { name: t.methods.paymob_card })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: t.methods.fawry })).not.toBeInTheDocument();
  });
});
