import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffLedgerRow } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import LedgerPage from './ledger-page';

const t = messages.staffMoney;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const row: StaffLedgerRow = {
  id: 9,
  serial: 'TX-9',
  type: 'admin_balance_update',
  value: -20,
  balance_after: 30,
  comment: 'تصحيح',
  created_at: '2026-11-26T08:00:00.000Z',
  student: { id: 7, name: 'سلمى فريد' },
  staff: { id: 1, name: 'المدير' },
  course: null,
  lecture: null,
};

describe('the ledger page', () => {
  it('lists movements with who made them and filters by type through the address', async () => {
    api = fakeApi(() => ({ status: 200, data: { items: [row], total: 1, page: 1, per_page: 50 } }));
    renderPage(<LedgerPage />, { url: '/staff/ledger', user: { groupId: 1 } });
    const table = await screen.findByRole('table', { name: t.ledger.caption });
    expect(await screen.findByRole('cell', { name: 'المدير' })).toBeInTheDocument();
    expect(table).toHaveTextContent('تصحيح');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.ledger.type }), 'recharge');
    await vi.waitFor(() =>
      expect(api.calls.at(-1)?.params).toMatchObject({ type: 'recharge', per_page: 50 }),
    );
  });
});
