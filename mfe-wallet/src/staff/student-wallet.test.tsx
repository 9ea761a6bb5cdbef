import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffLedgerRow, StaffStudentWallet } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import StudentWallet from './student-wallet';

const t = messages.staffMoney;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const row = (over: Partial<StaffLedgerRow> = {}): StaffLedgerRow => ({
  id: 1,
  serial: 'TX-1',
  type: 'recharge',
  value: 50,
  balance_after: 50,
  comment: null,
  created_at: '2026-11-26T08:00:00.000Z',
  student: { id: 7, name: 'سلمى فريد' },
  staff: { id: 2, name: 'منى المكتب' },
  course: null,
  lecture: null,
  ...over,
});
const wallet = (balance: number, items: StaffLedgerRow[]): StaffStudentWallet => ({
  student: { id: 7, name: 'سلمى فريد' },
  balance,
  address: '123456789012',
  pending_topups: 1,
  ledger: { items, total: items.length, page: 1, per_page: 10 },
});

describe("a student's wallet at the desk", () => {
  it('takes cash in two taps with one Idempotency-Key, then shows the new balance and row', async () => {
    let balance = 50;
    const keys: unknown[] = [];
    api = fakeApi(({ method, url, body, headers }) => {
      if (method === 'POST' && url === '/staff/students/7/cash') {
        expect(body).toEqual({ amount: 100 });
        keys.push((headers as Record<string, unknown>)['Idempotency-Key']);
        balance = 150;
        return { status: 200, data: { balance, transaction: row({ id: 2, value: 100 }), message: 'ok' } };
      }
      const items =
        balance === 150 ? [row({ id: 2, serial: 'TX-2', value: 100, balance_after: 150 }), row()] : [row()];
      return { status: 200, data: wallet(balance, items) };
    });
    renderPage(<StudentWallet studentId={7} />, { user: { groupId: 2 } });
    expect(await screen.findByText('50.00 جنيه', { selector: 'strong' })).toBeInTheDocument();
    // an assistant takes cash; the adjustment is the admin's
    expect(screen.queryByRole('form', { name: t.adjust.title })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.cash.amount }), '١٠٠');
    await user.click(screen.getByRole('button', { name: t.cash.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: t.cash.confirmTitle });
    expect(dialog).toHaveTextContent(t.cash.confirmText('100.00 جنيه', 'سلمى فريد'));
    await user.click(within(dialog).getByRole('button', { name: t.cash.confirm }));
    expect(await screen.findByText(t.cash.done('100.00 جنيه', '150.00 جنيه'))).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(typeof keys[0]).toBe('string');
    expect(await screen.findByText('TX-2')).toBeInTheDocument();
  });

  it('refuses an amount past the top-up bound without a call; an admin also adjusts with a comment', async () => {
    api = fakeApi(({ method, url, body }) => {
      if (method === 'POST' && url === '/staff/students/7/balance') {
        expect(body).toEqual({ amount: -20, comment: 'تصحيح' });
        return {
          status: 200,
          data: { balance: 30, transaction: row({ type: 'admin_balance_update' }), message: 'ok' },
        };
      }
      return { status: 200, data: wallet(50, [row()]) };
    });
    renderPage(<StudentWallet studentId={7} />, { user: { groupId: 1 } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: t.cash.amount }), '50000');
    await user.click(screen.getByRole('button', { name: t.cash.submit }));
    expect(await screen.findByText(/أكبر مبلغ للشحن/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    const adjust = screen.getByRole('form', { name: t.adjust.title });
    await user.click(within(adjust).getByRole('button', { name: t.adjust.submit }));
    expect(await within(adjust).findByText('اكتب سبب التعديل')).toBeInTheDocument();
    await user.type(within(adjust).getByRole('textbox', { name: t.adjust.amount }), '-20');
    await user.type(within(adjust).getByRole('textbox', { name: t.adjust.comment }), 'تصحيح');
    await user.click(within(adjust).getByRole('button', { name: t.adjust.submit }));
    expect(await screen.findByText(t.adjust.done('30.00 جنيه'))).toBeInTheDocument();
  });
});
