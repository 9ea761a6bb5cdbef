import { fakeApi } from '@app/dev-kit/fixtures';
import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { messages } from '../../messages';
import { renderPage } from '../../test/render';
import StudentsActivityWidget from './students-activity-widget';

const t = messages.staffWidgets.students;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

it('charts new and active students per day, with the totals and the figures as a table', async () => {
  api = fakeApi(() => ({
    status: 200,
    data: {
      data: {
        from: '2026-03-01',
        to: '2026-03-02',
        days: [
          { date: '2026-03-01', new_students: 2, active_students: 5 },
          { date: '2026-03-02', new_students: 1, active_students: 4 },
        ],
        new_students: 3,
        active_students: 7,
      },
    },
  }));
  renderPage(<StudentsActivityWidget from="2026-03-01" to="2026-03-02" />);
  expect(await screen.findByText(t.totals(3, 7))).toBeInTheDocument();
  expect(screen.getByRole('img', { name: t.title })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: '2026-03-01 2 5' })).toBeInTheDocument();
  expect(api.calls[0]).toMatchObject({
    url: '/staff/dashboard/students',
    params: { from: '2026-03-01', to: '2026-03-02' },
  });
});
