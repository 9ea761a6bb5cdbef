import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card';

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
