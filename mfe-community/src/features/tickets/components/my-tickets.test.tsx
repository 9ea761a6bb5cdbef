import { fakeApi } from '@app/dev-kit/fixtures';
import { supportMessages } from '@app/shared-contracts/errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import HelpPage from '../../../pages/help-page';
import MyTicketsPage from '../../../pages/my-tickets-page';
import { renderPage } from '../../../test/render';
import { ReplyForm } from './reply-form';

// The dialog's code is a chunk loaded when it opens; a cold import took longer than a query waits on
// a loaded 2-core CI machine (profile-dialogs.test.tsx failed so), so it is loaded once here.
beforeAll(async () => {
  await import('./ticket-thread');
});

const t = messages.tickets;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const summary = (id: number, over = {}) => ({
  id,
  title: `تذكرة ${id}`,
  status: 'open',
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
  replies_count: 0,
  ...over,
});
const msg = (id: string, author: 'student' | 'staff', content: string) => ({
  id,
  author,
  content,
  created_at: '2026-01-01T10:00:00Z',
});

describe('my tickets', () => {
  it('lists the student’s tickets with their status, each opening its thread', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: { data: [summary(5, { status: 'answered', replies_count: 2 }), summary(3)] },
    }));
    renderPage(<MyTicketsPage />, { url: '/help/tickets', path: '/help/tickets' });
    const list = await screen.findByRole('list', { name: t.list });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(t.status.answered);
    expect(first).toHaveTextContent('ردان');
    expect(second).toHaveTextContent(t.status.open);
    expect(within(first!).getByRole('link', { name: /تذكرة 5/ })).toHaveAttribute('href', '/help/tickets/5');
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/support/tickets' });
  });

  it('shows a thread of student and staff messages and sends a reply, not a blank one', async () => {
    let thread = {
      ...summary(5, { status: 'answered', replies_count: 1 }),
      messages: [msg('ticket-5', 'student', 'الفيديو لا يعمل'), msg('1', 'staff', 'جرّب متصفحاً آخر')],
    };
    api = fakeApi(({ method, body }) => {
      if (method === 'POST') {
        thread = {
          ...thread,
          status: 'open',
          replies_count: 2,
          messages: [...thread.messages, msg('2', 'student', (body as { content: string }).content)],
        };
      }
      return { status: 200, data: { data: thread } };
    });
    renderPage(<MyTicketsPage />, { url: '/help/tickets/5', path: '/help/tickets/:id' });
    const conversation = await screen.findByRole('list', { name: t.thread });
    const items = within(conversation).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${t.you}`);
    expect(items[1]).toHaveTextContent(`${t.staff}`);
    expect(items[1]).toHaveTextContent('جرّب متصفحاً آخر');
    expect(screen.getByRole('heading', { level: 1, name: 'تذكرة 5' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: t.reply });
    await userEvent.click(within(form).getByRole('button', { name: t.send }));
    // supportTicketReplyBodySchema's own message, under the field
    expect(await within(form).findByText('لا يمكنك ترك الحقل فارغاً')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(t.reply) }), 'جربت ولم ينجح');
    await userEvent.click(within(form).getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.sent)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/support/tickets/5/replies',
      body: { content: 'جربت ولم ينجح' },
    });
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(t.status.open)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: new RegExp(t.reply) })).toHaveValue('');
  });

  it('says so for a ticket that is not theirs (404)', async () => {
    api = fakeApi(() => ({ status: 404, data: { error: 'NOT_FOUND', message: 'x' } }));
    renderPage(<MyTicketsPage />, { url: '/help/tickets/9', path: '/help/tickets/:id' });
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/help/tickets');
  });

  it('/help links a signed-in student to their tickets; a guest has none', () => {
    const { unmount } = renderPage(<HelpPage />);
    expect(screen.getByRole('link', { name: t.myTickets })).toHaveAttribute('href', '/help/tickets');
    unmount();
    renderPage(<HelpPage />, { user: null });
    expect(screen.queryByRole('link', { name: t.myTickets })).not.toBeInTheDocument();
  });

  it('shows a 422 on content under the reply field, with the focus there', async () => {
    api = fakeApi(() => ({ status: 422, data: { message: 'x', errors: { content: ['الرد طويل جداً'] } } }));
    renderPage(<ReplyForm ticketId={5} />);
    const field = screen.getByRole('textbox', { name: new RegExp(t.reply) });
    await userEvent.type(field, 'رد');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    await vi.waitFor(() => expect(field).toHaveAccessibleErrorMessage('الرد طويل جداً'));
    expect(screen.queryByText(supportMessages.fallback)).toBeNull();
  });
});
