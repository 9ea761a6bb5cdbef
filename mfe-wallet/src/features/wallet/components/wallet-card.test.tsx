import { fakeApi, sampleUser } from '@app/dev-kit/fixtures';
import { formatMoney, queryKeys } from '@app/shared-contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { balanceQueryOptions } from '../api/get-balance';
import { WalletCard } from './wallet-card';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

describe('wallet card', () => {
  it("shows the wallet's balance and a top-up shortcut to the wallet", async () => {
    api = fakeApi(({ url }) =>
      url === '/auth/user'
        ? { status: 200, data: { user: sampleUser({ balance: 1250.5 }) } }
        : { status: 404 },
    );
    renderPage(<WalletCard />);
    const card = screen.getByRole('region', { name: messages.walletCard.label });
    expect(await screen.findByText(formatMoney(1250.5))).toBeInTheDocument();
    expect(card).toHaveTextContent(formatMoney(1250.5));
    expect(screen.getByRole('link', { name: messages.walletCard.topUp })).toHaveAttribute(
      'href',
      '/wallet?recharge=',
    );
  });

  it("takes its first value from the shell's sign-in answer, without a request", async () => {
    api = fakeApi(() => ({ status: 500 }));
    const client = new QueryClient();
    client.setQueryData(queryKeys.shell.authUser(), sampleUser({ balance: 40 }));
    expect(await client.ensureQueryData(balanceQueryOptions(client))).toBe(40);
    expect(api.calls).toHaveLength(0);
  });
});
