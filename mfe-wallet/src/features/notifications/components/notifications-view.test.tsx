import { fakeApi, sampleNotification } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { NotificationsView } from './notifications-view';

const t = messages.notifications;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const page = (from: number, n: number, next: string | null) => ({
  data: Array.from({ length: n }, (_, i) =>
    sampleNotification({
      id: `n-${from + i}`,
      type: 'ticket_reply',
      data: { type: 'ticket_reply', title: `رد ${from + i}`, content: '', to: null },
    }),
  ),
  links: { next },
});

describe('all notifications', () => {
  it('pages through every one from the api (not the latest 50), with the wallet off too', async () => {
    api = fakeApi(({ url, method }) => {
      if (method === 'POST') return { status: 200, data: { notifications_count: 0 } };
      if (url === '/v1/notifications?page=2') return { status: 200, data: page(20, 5, null) };
      return { status: 200, data: page(0, 20, '/v1/notifications?page=2') };
    });
    renderPage(<NotificationsView />, {
      appData: { enable_wallet_system: false },
      user: { notifications: [], notifications_count: 3 },
    });
    const list = await screen.findByRole('list', { name: t.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await within(list).findByText('رد 24')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
    // the unread ones are read once the page has shown them
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/notifications/read']);
  });
});
