import { fakeApi } from '@app/dev-kit/fixtures';
import type { TopUpRequest } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { TopupRequestsView } from './topup-requests-view';

const t = messages.topups;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const request = (o: Partial<TopUpRequest>): TopUpRequest => ({
  id: 1,
  method: 'mobile_wallets',
  amount: 50,
  status: 'pending',
  payer_number: '01012345678',
  message: null,
  attachment_url: '/v1/wallet/receipts/a.png',
  created_at: '2025-01-05T10:00:00Z',
  review_comment: null,
  reviewed_at: null,
  ...o,
});

describe('my top-up requests', () => {
  it('shows each state, the refusal reason and the receipt, and cancels a pending one', async () => {
    let cancelled = false;
    api = fakeApi(({ method, url }) => {
      if (method === 'POST') {
        expect(url).toBe('/wallet/topups/1/cancel');
        cancelled = true;
        return {
          status: 200,
          data: { data: request({ status: 'cancelled' }), message: 'تم إلغاء طلب الشحن' },
        };
      }
      return {
        status: 200,
        data: {
          data: [
            request({ status: cancelled ? 'cancelled' : 'pending' }),
            request({ id: 2, amount: 20, status: 'rejected', review_comment: 'الإيصال غير واضح' }),
            request({ id: 3, amount: 30, status: 'confirmed', method: 'manual_external_payments' }),
          ],
          links: { next: null },
        },
      };
    });
    renderPage(<TopupRequestsView />);
    const pending = await screen.findByRole('article', {
      name: t.item('50.00 جنيه', messages.topUp.methods.mobile_wallets),
    });
    expect(pending).toHaveTextContent(t.status.pending);
    expect(within(pending).getByRole('link', { name: t.receipt })).toHaveAttribute(
      'href',
      '/v1/wallet/receipts/a.png',
    );
    const refused = screen.getByRole('article', {
      name: t.item('20.00 جنيه', messages.topUp.methods.mobile_wallets),
    });
    expect(refused).toHaveTextContent(t.status.rejected);
    expect(refused).toHaveTextContent(t.reason('الإيصال غير واضح'));
    expect(within(refused).queryByRole('button', { name: t.cancel })).not.toBeInTheDocument();
    const credited = screen.getByRole('article', {
      name: t.item('30.00 جنيه', messages.topUp.methods.manual_external_payments),
    });
    expect(credited).toHaveTextContent(t.status.confirmed);

    await userEvent.click(within(pending).getByRole('button', { name: t.cancel }));
    expect(await within(pending).findByText(t.status.cancelled)).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: t.cancel })).not.toBeInTheDocument();
  });
});
