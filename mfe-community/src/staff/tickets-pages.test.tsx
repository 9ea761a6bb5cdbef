import { fakeApi } from '@app/dev-kit/fixtures';
import type { StaffTicketSummary, StaffTicketThread } from '@app/shared-contracts/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import TicketPage from './ticket-page';
import TicketsPage from './tickets-page';

const t = messages.staff.tickets;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const summary = (id: number, over: Partial<StaffTicketSummary> = {}): StaffTicketSummary => ({
  id,
  title: `تذكرة ${id}`,
  status: 'open',
  user_id: 7,
  name: 'سارة أحمد',
  email: 'sara@example.com',
  phone: null,
  created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  updated_at: new Date(Date.now() - 3600_000).toISOString(),
  replies_count: 0,
  ...over,
});

describe('the staff ticket queue', () => {
  it('lists waiting tickets, a guest’s marked, each opening its thread; the filter goes to the URL', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: {
        items: [summary(4), summary(9, { user_id: null, name: 'زائر كريم' })],
        total: 2,
        page: 1,
        per_page: 20,
      },
    }));
    renderPage(<TicketsPage />, { url: '/staff/tickets', user: { groupId: 2 } });
    const table = await screen.findByRole('table', { name: t.caption });
    expect(await within(table).findByRole('link', { name: t.open('تذكرة 4') })).toHaveAttribute(
      'href',
      '/staff/tickets/4',
    );
    expect(within(table).getByText(/زائر كريم/)).toHaveTextContent(`(${t.guest})`);
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/staff/tickets' });
    expect(api.calls[0]?.params).toMatchObject({ status: 'waiting', sort: 'created_at', order: 'asc' });
  });
});

describe('a ticket for staff', () => {
  it('shows the thread, refuses a blank reply and sends one, then closes after asking', async () => {
    let thread: StaffTicketThread = {
      ...summary(4),
      can_reply: true,
      messages: [
        { id: 'ticket-4', author: 'student', content: 'الفيديو لا يعمل', created_at: '2026-01-01T10:00:00Z' },
      ],
    };
    api = fakeApi(({ method, url, body }) => {
      if (method === 'POST' && url.endsWith('/replies')) {
        const content = (body as { content: string }).content;
        thread = {
          ...thread,
          status: 'answered',
          messages: [
            ...thread.messages,
            { id: '1', author: 'staff', content, created_at: '2026-01-01T11:00:00Z' },
          ],
        };
      }
      if (method === 'POST' && url.endsWith('/close'))
        thread = { ...thread, status: 'closed', can_reply: false };
      return { status: 200, data: { data: thread } };
    });
    renderPage(<TicketPage />, { url: '/staff/tickets/4', path: '/staff/tickets/:id', user: { groupId: 2 } });
    const list = await screen.findByRole('list', { name: t.thread });
    expect(within(list).getByText('الفيديو لا يعمل')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText('لا يمكنك ترك الحقل فارغاً')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: t.reply }), 'جرّب متصفحاً آخر');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(within(list).getByText('جرّب متصفحاً آخر')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.close }));
    const dialog = await screen.findByRole('alertdialog', { name: t.closeTitle });
    await user.click(within(dialog).getByRole('button', { name: t.close }));
    expect(await screen.findByText(t.closed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: t.reply })).not.toBeInTheDocument();
  });

  it('says a guest is answered once, by e-mail', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: {
        data: { ...summary(9, { user_id: null, status: 'answered' }), can_reply: false, messages: [] },
      },
    }));
    renderPage(<TicketPage />, { url: '/staff/tickets/9', path: '/staff/tickets/:id', user: { groupId: 2 } });
    expect(await screen.findByText(t.answeredGuest)).toBeInTheDocument();
  });

  it('says an unknown ticket is not there', async () => {
    api = fakeApi(() => ({ status: 404, data: { error: 'NOT_FOUND' } }));
    renderPage(<TicketPage />, {
      url: '/staff/tickets/99',
      path: '/staff/tickets/:id',
      user: { groupId: 2 },
    });
    expect(await screen.findByText(messages.staff.notFound)).toBeInTheDocument();
  });
});
