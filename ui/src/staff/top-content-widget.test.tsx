import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TopContentWidget, type TopContentWidgetProps } from './top-content-widget';

// Its chart imports Chart.js once near the screen, after the checks: loaded first, as in
// chart-card.test.tsx, so that import is not in flight when the worker tears down (CI, 2026-11-28).
beforeAll(async () => {
  await import('./chart-setup');
});

const texts: TopContentWidgetProps['texts'] = {
  empty: 'لا مبيعات',
  courses: 'الكورسات',
  lectures: 'المحاضرات',
  course: 'كورس',
  lecture: 'محاضرة',
  kind: 'النوع',
  name: 'الاسم',
  figures: ['المبيعات', 'المبلغ'],
};
const base = {
  title: 'الأكثر مبيعاً',
  status: 'success' as const,
  csvName: 'top-sales',
  range: { from: '2026-03-01', to: '2026-03-31' },
  texts,
};

describe('TopContentWidget', () => {
  it("charts the courses' first figure and lists courses and lectures with both figures", () => {
    render(
      <TopContentWidget
        {...base}
        courses={[{ name: 'فيزياء', figures: [12, 1800] }]}
        lectures={[{ name: 'الحث', course_name: 'فيزياء', figures: [4, 200] }]}
        format={[String, (n) => `${n} ج`]}
      />,
    );
    const chart = screen.getByRole('region', { name: base.title });
    expect(within(chart).getByRole('img', { name: base.title })).toBeInTheDocument();
    expect(within(chart).getByRole('button', { name: 'تنزيل CSV' })).toBeInTheDocument();
    const lectures = screen.getByRole('table', { name: 'المحاضرات' });
    expect(within(lectures).getByRole('row', { name: 'الحث (فيزياء) 4 200 ج' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'الكورسات' })).getByRole('row', { name: 'فيزياء 12 1800 ج' }),
    );
  });

  it('says there is nothing, without a chart or an export', () => {
    render(<TopContentWidget {...base} courses={[]} lectures={[]} />);
    expect(screen.getByText('لا مبيعات')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تنزيل CSV' })).not.toBeInTheDocument();
  });
});
