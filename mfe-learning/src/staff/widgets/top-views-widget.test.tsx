import { fakeApi } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { messages } from '../../messages';
import { renderPage } from '../../test/render';
import TopViewsWidget from './top-views-widget';

const t = messages.staffWidgets.topViews;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

it('lists the most watched courses and lectures with their viewers', async () => {
  api = fakeApi(() => ({
    status: 200,
    data: {
      data: {
        from: '2026-03-01',
        to: '2026-03-31',
        courses: [{ id: 1, name: 'كيمياء 3 ث', views: 40, viewers: 9 }],
        lectures: [{ id: 2, name: 'الاتزان الكيميائي', course_name: 'كيمياء 3 ث', views: 25, viewers: 7 }],
      },
    },
  }));
  renderPage(<TopViewsWidget from="2026-03-01" to="2026-03-31" />);
  const courses = await screen.findByRole('table', { name: t.courses });
  expect(within(courses).getByRole('row', { name: 'كيمياء 3 ث 40 9' })).toBeInTheDocument();
  const lectures = screen.getByRole('table', { name: t.lectures });
  expect(
    within(lectures).getByRole('row', { name: 'الاتزان الكيميائي (كيمياء 3 ث) 25 7' }),
  ).toBeInTheDocument();
  expect(api.calls[0]).toMatchObject({ url: '/staff/dashboard/views' });
});

it('shows its error with a retry when the call fails', async () => {
  api = fakeApi(() => ({ status: 500, data: {} }));
  renderPage(<TopViewsWidget from="2026-03-01" to="2026-03-31" />);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
});
