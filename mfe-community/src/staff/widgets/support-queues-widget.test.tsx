import { fakeApi } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { messages } from '../../messages';
import { renderPage } from '../../test/render';
import SupportQueuesWidget from './support-queues-widget';

const t = messages.staffWidgets.supportQueues;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

it('shows the open tickets and unanswered questions, not the top-ups', async () => {
  const since = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
  api = fakeApi(() => ({
    status: 200,
    data: {
      data: {
        queues: [
          { kind: 'topups', count: 8, oldest_at: since },
          { kind: 'tickets', count: 3, oldest_at: since },
          { kind: 'questions', count: 0, oldest_at: null },
        ],
      },
    },
  }));
  renderPage(<SupportQueuesWidget />);
  const table = await screen.findByRole('table', { name: t.title });
  expect(within(table).getByRole('row', { name: `${t.tickets} 3 قبل 3 أيام` })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: `${t.questions} 0 ${t.none}` })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});
