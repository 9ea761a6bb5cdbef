import { formatMoney } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { WalletCard } from './wallet-card';

describe('wallet card', () => {
  it('shows the session balance and a top-up shortcut to the wallet', () => {
    renderPage(<WalletCard />, { user: { balance: 1250.5 } });
    const card = screen.getByRole('region', { name: messages.walletCard.label });
    expect(card).toHaveTextContent(formatMoney(1250.5));
    expect(screen.getByRole('link', { name: messages.walletCard.topUp })).toHaveAttribute(
      'href',
      '/wallet?recharge=',
    );
  });
});
