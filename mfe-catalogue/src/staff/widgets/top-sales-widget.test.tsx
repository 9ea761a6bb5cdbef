import { fakeApi } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { messages } from '../../messages';
import { renderPage } from '../../test/render';
import TopSalesWidget from './top-sales-widget';

const t = messages.staffWidgets.topSales;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

it('lists the best selling courses and lectures of the range', async () => {
  api = fakeApi(() => ({
    status: 200,
    data: {
      data: {
        from: '2026-03-01',
        to: '2026-03-31',
        courses: [{ id: 1, name: 'فيزياء 3 ث', sales: 12, amount: 1800 }],
        lectures: [{ id: 5, name: 'الحث الكهرومغناطيسي', course_name: 'فيزياء 3 ث', sales: 4, amount: 200 }],
      },
    },
  }));
  renderPage(<TopSalesWidget from="2026-03-01" to="2026-03-31" />);
  const courses = await screen.findByRole('table', { name: t.courses });
  expect(within(courses).getByRole('row', { name: 'فيزياء 3 ث 12 1,800.00 جنيه' })).toBeInTheDocument();
  const lectures = screen.getByRole('table', { name: t.lectures });
  expect(
    within(lectures).getByRole('row', { name: /الحث الكهرومغناطيسي \(فيزياء 3 ث\) 4 200.00 جنيه/ }),
  ).toBeInTheDocument();
  expect(api.calls[0]).toMatchObject({
    url: '/staff/dashboard/sales',
    params: { from: '2026-03-01', to: '2026-03-31' },
  });
  expect(screen.getByRole('button', { name: 'تنزيل CSV' })).toBeInTheDocument();
});

it('says so when nothing was sold', async () => {
  api = fakeApi(() => ({
    status: 200,
    data: { data: { from: '2026-03-01', to: '2026-03-31', courses: [], lectures: [] } },
  }));
  renderPage(<TopSalesWidget from="2026-03-01" to="2026-03-31" />);
  expect(await screen.findByText(t.empty)).toBeInTheDocument();
});
