import { fakeApi } from '@app/dev-kit/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../messages';
import { renderPage } from '../test/render';
import MessagesPage from './messages-page';

const t = messages.staffMessages;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

describe('the messages page', () => {
  it('an assistant writes to one student only', async () => {
    api = fakeApi(() => ({ status: 200, data: { message: 'تم الإرسال', sent: 1 } }));
    renderPage(<MessagesPage />, { url: '/staff/messages', user: { groupId: 2 } });
    expect(screen.getByRole('radio', { name: t.targets.student })).toBeChecked();
    expect(screen.queryByRole('radio', { name: t.targets.all })).not.toBeInTheDocument();
  });

  it('an admin writes to everyone', async () => {
    api = fakeApi(() => ({ status: 200, data: { message: 'تم الإرسال', sent: 40 } }));
    renderPage(<MessagesPage />, { url: '/staff/messages', user: { groupId: 1 } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: t.targets.all }));
    expect(screen.queryByRole('textbox', { name: t.studentId })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: t.messageTitle }), 'إجازة الجمعة');
    await user.type(screen.getByRole('textbox', { name: t.to }), 'wallet');
    await user.click(screen.getByRole('button', { name: t.send }));
    // the contract wants an in-app path
    expect(await screen.findByText('المسار يبدأ بـ / مثل /wallet')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: t.to }));
    await user.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ target: { kind: 'all' }, title: 'إجازة الجمعة' });
  });

  it('a 422 from the api shows under its field', async () => {
    api = fakeApi(() => ({
      status: 422,
      data: { message: 'x', errors: { 'target.student_id': ['الطالب غير موجود'] } },
    }));
    renderPage(<MessagesPage />, { url: '/staff/messages', user: { groupId: 2 } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: t.studentId }), '99');
    await user.type(screen.getByRole('textbox', { name: t.messageTitle }), 'تنبيه');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText('الطالب غير موجود')).toBeInTheDocument();
  });
});
