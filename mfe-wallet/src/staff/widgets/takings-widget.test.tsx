import { fakeApi } from '@app/dev-kit/fixtures';
import type { DashboardTakings } from '@app/shared-contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { messages } from '../../messages';
import { renderPage } from '../../test/render';
import TakingsWidget, { takingsChart } from './takings-widget';

const t = messages.staffWidgets.takings;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const takings: DashboardTakings = {
  from: '2026-03-01',
  to: '2026-03-02',
  total: 250.5,
  days: [
    { date: '2026-03-01', method: 'cash_desk', amount: 100, count: 2 },
    { date: '2026-03-01', method: 'mobile_wallets', amount: 50.25, count: 1 },
    { date: '2026-03-02', method: 'cash_desk', amount: 100.25, count: 1 },
  ],
  staff: [{ staff_id: 7, name: 'منى المساعدة', amount: 200.25, count: 3 }],
};

it('asks for the range and shows the totals by method and by staff member', async () => {
  api = fakeApi(() => ({ status: 200, data: { data: takings } }));
  renderPage(<TakingsWidget from="2026-03-01" to="2026-03-02" />);
  const byMethod = await screen.findByRole('table', { name: t.total('250.50 جنيه') });
  expect(within(byMethod).getByRole('row', { name: /نقداً في السنتر 200.25 جنيه 3/ })).toBeInTheDocument();
  expect(within(byMethod).getByRole('row', { name: /المحافظ الإلكترونية 50.25 جنيه 1/ })).toBeInTheDocument();
  const byStaff = screen.getByRole('table', { name: t.byStaff });
  expect(within(byStaff).getByRole('row', { name: /منى المساعدة 200.25 جنيه 3/ })).toBeInTheDocument();
  expect(api.calls[0]).toMatchObject({
    url: '/staff/dashboard/takings',
    params: { from: '2026-03-01', to: '2026-03-02' },
  });
});

it('downloads the days as CSV, with the methods in Arabic', async () => {
  api = fakeApi(() => ({ status: 200, data: { data: takings } }));
  const blobs: Blob[] = [];
  // jsdom has no object URLs: the saved file is the Blob handed to createObjectURL.
  Object.assign(URL, {
    createObjectURL: (b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    },
    revokeObjectURL: () => {},
  });
  renderPage(<TakingsWidget from="2026-03-01" to="2026-03-02" />);
  await userEvent.click(await screen.findByRole('button', { name: 'تنزيل CSV' }));
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader(); // jsdom's Blob has no text()
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]!);
  });
  expect(text).toContain('2026-03-01,نقداً في السنتر,100,2');
  expect(text.split('\r\n')).toHaveLength(4);
});

it('says so when the range has no takings, and offers a retry when the call fails', async () => {
  api = fakeApi(() => ({ status: 200, data: { data: { ...takings, total: 0, days: [], staff: [] } } }));
  const { unmount } = renderPage(<TakingsWidget from="2026-03-01" to="2026-03-02" />);
  expect(await screen.findByText(t.empty)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'تنزيل CSV' })).not.toBeInTheDocument();
  unmount();
  api.restore();
  api = fakeApi(() => ({ status: 503, data: { message: 'down' } }));
  renderPage(<TakingsWidget from="2026-03-01" to="2026-03-02" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('تعذر تحميل هذا المؤشر');
  expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
});

it('charts every day of the range, a day without takings as 0 in each method', () => {
  const chart = takingsChart({ ...takings, from: '2026-02-28', to: '2026-03-03' });
  expect(chart.labels).toEqual(['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
  expect(chart.series).toEqual([
    { label: 'نقداً في السنتر', values: [0, 100, 100.25, 0] },
    { label: 'المحافظ الإلكترونية', values: [0, 50.25, 0, 0] },
  ]);
  expect(chart.totals.map((m) => m.amount)).toEqual([200.25, 50.25]);
});
