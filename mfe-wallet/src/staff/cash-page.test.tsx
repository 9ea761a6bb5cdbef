import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffCashReport } from '@app/shared-contracts';
import { fireEvent, screen } from '@testing-library/react';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import CashPage from './cash-page';

const t = messages.staffMoney.cashReport;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const report: StaffCashReport = {
  date: '2026-11-25',
  total: 170.5,
  count: 2,
  people: [
    {
      staff: { id: 2, name: 'منى المكتب' },
      total: 150,
      count: 1,
      movements: [
        {
          id: 1,
          serial: 'TX-A',
          amount: 150,
          created_at: '2026-11-25T08:00:00.000Z',
          student: { id: 7, name: 'سلمى' },
        },
      ],
    },
    {
      staff: { id: 3, name: 'هالة المكتب' },
      total: 20.5,
      count: 1,
      movements: [
        {
          id: 2,
          serial: 'TX-B',
          amount: 20.5,
          created_at: '2026-11-25T09:00:00.000Z',
          student: { id: 8, name: 'علي' },
        },
      ],
    },
  ],
};

describe('the cash page', () => {
  it("shows the day's total and each person's movements, for the day in the address", async () => {
    api = fakeApi(({ params }) => {
      expect(params).toEqual({ date: '2026-11-25' });
      return { status: 200, data: report };
    });
    renderPage(<CashPage />, { url: '/staff/cash?date=2026-11-25', user: { groupId: 1 } });
    expect(await screen.findByText(t.total('170.50 جنيه', 2))).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: t.person('منى المكتب', '150.00 جنيه', 1) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'هالة المكتب' })).toHaveTextContent('TX-B');
  });

  it('changes the day through the date field and says when there is no cash', async () => {
    api = fakeApi(({ params }) => ({
      status: 200,
      data: { date: (params as { date: string }).date, total: 0, count: 0, people: [] },
    }));
    renderPage(<CashPage />, { url: '/staff/cash?date=2026-11-25', user: { groupId: 2 } });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(t.date), { target: { value: '2026-11-20' } });
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('date=2026-11-20');
  });
});
