import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card';

// A chart imports Chart.js once it nears the screen, after the test's checks. Loaded here first, so
// that import is not still in flight when the worker's last file ends: Vitest then failed the whole
// run with "Cannot load chart.js after the environment was torn down" (CI, 2026-11-28).
beforeAll(async () => {
  await import('./chart-setup');
});

describe('ChartCard', () => {
  it('names the chart by its title and gives the same figures as a table', () => {
    render(
      <ChartCard
        title="الإيراد اليومي"
        kind="bar"
        labels={['1 نوفمبر', '2 نوفمبر']}
        series={[{ label: 'الإيراد', values: [1500, 250.5] }]}
        formatValue={(n) => `${n} ج.م`}
        actions={<button type="button">تنزيل</button>}
      />,
    );
    const card = screen.getByRole('region', { name: 'الإيراد اليومي' });
    expect(within(card).getByRole('img', { name: 'الإيراد اليومي' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'تنزيل' })).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'الإيراد اليومي' });
    expect(within(table).getByRole('rowheader', { name: '2 نوفمبر' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '250.5 ج.م' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'الإيراد' })).toBeInTheDocument();
  });

  it('says there is nothing instead of an empty chart', () => {
    render(<ChartCard title="التذاكر" kind="line" labels={[]} series={[]} />);
    expect(screen.getByText('لا توجد بيانات في هذه المدة')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
