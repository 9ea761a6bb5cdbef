import { fakeApi } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { messages } from '../../messages';
import { renderPage } from '../../test/render';
import TopupsQueueWidget from './topups-queue-widget';

const t = messages.staffWidgets.topupsQueue;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

it('shows how many top-ups wait and since when', async () => {
  const since = new Date(Date.now() - 3 * 3600_000).toISOString();
  api = fakeApi(() => ({
    status: 200,
    data: {
      data: {
        queues: [
          { kind: 'topups', count: 4, oldest_at: since },
          { kind: 'tickets', count: 9, oldest_at: null },
        ],
      },
    },
  }));
  renderPage(<TopupsQueueWidget />);
  const table = await screen.findByRole('table', { name: t.title });
  expect(within(table).getByRole('row', { name: /^4 قبل 3 ساعات$/ })).toBeInTheDocument();
  expect(within(table).queryByText('9')).not.toBeInTheDocument();
});
