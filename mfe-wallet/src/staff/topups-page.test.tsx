import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffEvent, StaffTopup } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import TopupsPage from './topups-page';

// The live stream is the runtime's (tested there); here the page's answer to an event.
const live = vi.hoisted(() => ({ listeners: [] as ((e: { kind: string }) => void)[] }));
vi.mock('@app/shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useStaffEvents: (kind: string, onEvent: (e: { kind: string }) => void) => {
    live.listeners.push((e) => e.kind === kind && onEvent(e));
  },
}));

const t = messages.staffMoney.topups;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const topup = (id: number, over: Partial<StaffTopup> = {}): StaffTopup => ({
  id,
  method: 'mobile_wallets',
  amount: 50,
  status: 'pending',
  payer_number: '01099998888',
  message: 'حولت من محفظة فودافون',
  receipt_url: `/v1/staff/topups/${id}/receipt`,
  created_at: new Date(Date.now() - 3600_000).toISOString(),
  age_seconds: 3600,
  student: { id: 7, name: `طالب ${id}` },
  review_comment: null,
  reviewed_at: null,
  ...over,
});

describe('the top-ups queue', () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows each request with its receipt and confirms the selected ones after asking', async () => {
    let pending = [topup(1), topup(2, { amount: 20.5, receipt_url: null })];
    api = fakeApi(({ method, url, body }) => {
      if (url.endsWith('/receipt')) return { status: 200, data: new Blob(['png']) };
      if (method === 'POST') {
        expect(url).toBe('/staff/topups/confirm');
        expect(body).toEqual({ ids: [1, 2] });
        pending = [];
        return {
          status: 200,
          data: {
            results: [
              { id: 1, ok: true, status: 'confirmed', error: null },
              { id: 2, ok: false, status: null, error: 'NOT_PENDING' },
            ],
            message: 'ok',
          },
        };
      }
      return { status: 200, data: { items: pending, total: pending.length, page: 1, per_page: 20 } };
    });
    renderPage(<TopupsPage />, { url: '/staff/topups', user: { groupId: 2 } });
    const table = await screen.findByRole('table', { name: t.caption });
    expect(await within(table).findByText('طالب 1')).toBeInTheDocument();
    expect(await within(table).findByRole('img', { name: t.receipt(1) })).toHaveAttribute(
      'src',
      'blob:receipt',
    );
    expect(within(table).getByRole('button', { name: `تكبير ${t.receipt(1)}` })).toBeInTheDocument();
    expect(within(table).getByText(t.noReceipt)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: t.select(1) }));
    await user.click(screen.getByRole('checkbox', { name: t.select(2) }));
    await user.click(screen.getByRole('button', { name: t.confirm }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    expect(dialog).toHaveTextContent(t.confirmText(2, '70.50 جنيه'));
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    // the one another assistant reviewed first is named, not credited again
    expect(await screen.findByText(t.failedRow(2))).toBeInTheDocument();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('shows a new request when the api announces one, without a reload', async () => {
    let pending = [topup(4, { receipt_url: null })];
    api = fakeApi(() => ({
      status: 200,
      data: { items: pending, total: pending.length, page: 1, per_page: 20 },
    }));
    renderPage(<TopupsPage />, { url: '/staff/topups', user: { groupId: 2 } });
    expect(await screen.findByText('طالب 4')).toBeInTheDocument();
    pending = [...pending, topup(5, { receipt_url: null })];
    for (const listener of live.listeners) listener({ kind: 'topups' } satisfies Pick<StaffEvent, 'kind'>);
    expect(await screen.findByText('طالب 5')).toBeInTheDocument();
  });

  it('will not reject without a reason', async () => {
    api = fakeApi(({ url }) =>
      url.endsWith('/receipt')
        ? { status: 200, data: new Blob(['png']) }
        : { status: 200, data: { items: [topup(3)], total: 1, page: 1, per_page: 20 } },
    );
    renderPage(<TopupsPage />, { url: '/staff/topups', user: { groupId: 2 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: t.select(3) }));
    await user.click(screen.getByRole('button', { name: t.reject }));
    expect(await screen.findByText(t.needComment)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
