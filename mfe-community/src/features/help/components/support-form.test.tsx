import { fakeApi } from '@app/dev-kit/fixtures';
import { authMessages, supportMessages, supportSuccessMessage } from '@app/shared-contracts/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { SupportForm } from './support-form';

const t = messages.help;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(label) }), value);
  }
}

describe('support form', () => {
  it('a guest must fill name, e-mail and phone; nothing is sent while a field is blank', async () => {
    api = fakeApi(() => ({ status: 200, data: {} }));
    renderPage(<SupportForm />, { user: null });
    await fill({ [t.ticketTitle]: 'عنوان', [t.content]: 'نص' });
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(screen.getByRole('alert')).toHaveTextContent(supportMessages.emptyFields);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('confirms, sends, shows the ticket number and empties the form', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: { data: { id: 42, created_at: '2026-01-01T00:00:00Z' }, message: '' },
    }));
    renderPage(<SupportForm />, { user: null });
    await fill({
      [t.name]: 'سارة',
      [t.email]: 'a@b.co',
      [t.phone]: '0101',
      [t.ticketTitle]: 'عنوان',
      [t.content]: 'نص',
    });
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(supportSuccessMessage(42))).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/support-tickets',
      body: { title: 'عنوان', content: 'نص', name: 'سارة', email: 'a@b.co', phone: '0101' },
    });
    expect(screen.getByRole('textbox', { name: new RegExp(t.ticketTitle) })).toHaveValue('');
  });

  it('a signed-in student sends title and content only; a failure keeps the form', async () => {
    api = fakeApi(() => ({ status: 429, data: { error: 'RATE_LIMITED', message: 'x' } }));
    renderPage(<SupportForm />);
    expect(screen.queryByRole('textbox', { name: new RegExp(t.email) })).not.toBeInTheDocument();
    await fill({ [t.ticketTitle]: 'عنوان', [t.content]: 'نص' });
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.confirm }),
    );
    expect(await screen.findByText(authMessages.RATE_LIMITED)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ title: 'عنوان', content: 'نص' });
    expect(screen.getByRole('textbox', { name: new RegExp(t.ticketTitle) })).toHaveValue('عنوان');
  });

  it("shows the contract's message for a guest's e-mail under the field, with the focus there", async () => {
    api = fakeApi(() => ({ status: 200, data: {} }));
    renderPage(<SupportForm />, { user: null });
    await fill({
      [t.name]: 'سارة',
      [t.email]: 'not-an-email',
      [t.phone]: '0101',
      [t.ticketTitle]: 'عنوان',
      [t.content]: 'نص',
    });
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    const email = screen.getByRole('textbox', { name: new RegExp(t.email) });
    // guestSupportTicketBodySchema's own message
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage('البريد الإلكتروني غير صحيح'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a 422 on the title under the title field', async () => {
    api = fakeApi(() => ({ status: 422, data: { message: 'x', errors: { title: ['العنوان طويل جداً'] } } }));
    renderPage(<SupportForm />);
    await fill({ [t.ticketTitle]: 'عنوان', [t.content]: 'نص' });
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.confirm }),
    );
    const title = screen.getByRole('textbox', { name: new RegExp(t.ticketTitle) });
    await waitFor(() => expect(title).toHaveAccessibleErrorMessage('العنوان طويل جداً'));
    expect(title).toHaveValue('عنوان');
    expect(screen.queryByText(supportMessages.fallback)).not.toBeInTheDocument();
  });
});
