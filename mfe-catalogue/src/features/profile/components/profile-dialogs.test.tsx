import { type FakeReply, fakeApi, sampleUser } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { passwordChangeMessages as pm, profileMessages } from '@app/shared-contracts/errors';
import { uiMessages } from '@app/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { ChangePasswordDialog } from './change-password-dialog';
import { InfoRows } from './info-rows';

const t = messages.profile;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());
const reply = (r: FakeReply) => {
  api = fakeApi(() => r);
};

function renderRows(user = sampleUser({ phone: null, full_phone: null, phone_country: null })) {
  renderPage(<InfoRows user={user} />, { user });
}

describe('profile edit dialogs', () => {
  it('offers no edit for e-mail and id, nor for a phone already set', () => {
    renderRows(sampleUser());
    expect(screen.queryByRole('button', { name: t.edit(t.fields.email) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.edit(t.fields.id) })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.edit(t.fields.phone) })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.edit(t.fields.parent_phone) })).toBeInTheDocument();
  });

  it('validates the phone: save disabled and the format message until the number is valid', async () => {
    reply({ status: 200, data: { user: sampleUser({ phone: '01012345678', full_phone: '+201012345678' }) } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.phone) }));
    const dialog = await screen.findByRole('dialog', { name: t.edit(t.fields.phone) });
    expect(screen.getByRole('combobox', { name: uiMessages.countryOf(t.fields.phone) })).toHaveValue('EG');
    expect(screen.queryByRole('option', { name: /إسرائيل/ })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: t.save });
    expect(save).toBeDisabled();
    const number = screen.getByRole('textbox', { name: t.fields.phone });
    await userEvent.type(number, '0101');
    expect(dialog).toHaveTextContent(profileMessages.invalidPhone);
    expect(save).toBeDisabled();
    await userEvent.clear(number);
    await userEvent.type(number, '٠١٠١٢٣٤٥٦٧٨');
    expect(dialog).not.toHaveTextContent(profileMessages.invalidPhone);
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.calls[0]).toMatchObject({
        method: 'PUT',
        url: '/profile',
        body: { phone: '01012345678', full_phone: '+201012345678', phone_country: 'EG' },
      }),
    );
    await waitFor(() => expect(sessionStore.getState().user?.phone).toBe('01012345678'));
  });

  it('says why a negative last-year mark cannot be saved', async () => {
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.last_year_mark) }));
    const dialog = await screen.findByRole('dialog', { name: t.edit(t.fields.last_year_mark) });
    const mark = screen.getByRole('textbox', { name: t.fields.last_year_mark });
    expect(mark).toHaveAttribute('dir', 'ltr'); // an amount typed in Latin digits (issue 14)
    await userEvent.clear(mark);
    await userEvent.type(mark, '-5');
    expect(dialog).toHaveTextContent(t.markInvalid);
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.clear(mark);
    await userEvent.type(mark, '٩٥');
    expect(dialog).not.toHaveTextContent(t.markInvalid);
    expect(screen.getByRole('button', { name: t.save })).toBeEnabled();
  });

  it('shows the first field message of a 422', async () => {
    reply({ status: 422, data: { message: 'x', errors: { name: ['الاسم قصير جداً', 'ثاني'] } } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.name) }));
    const input = await screen.findByRole('textbox', { name: t.fields.name });
    await userEvent.clear(input);
    await userEvent.type(input, 'ع');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('الاسم قصير جداً');
  });

  it('shows the generic save failure otherwise', async () => {
    reply({ status: 500, data: { message: 'Internal Server Error' } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.area) }));
    await userEvent.type(await screen.findByRole('textbox', { name: t.fields.area }), ' الجديدة');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.fallback);
  });
});

describe('change password dialog', () => {
  async function submit(current: string, next: string) {
    await userEvent.click(screen.getByRole('button', { name: t.password.open }));
    await screen.findByRole('dialog', { name: t.password.title });
    if (current) await userEvent.type(screen.getByLabelText(t.password.current), current);
    if (next) await userEvent.type(screen.getByLabelText(t.password.next), next);
    await userEvent.click(screen.getByRole('button', { name: t.password.submit }));
  }

  it('refuses empty fields without calling the api', async () => {
    reply({ status: 500 });
    renderPage(<ChangePasswordDialog />);
    await submit('old-password', '');
    // passwordChangeBodySchema's own message, under the empty field, which gets the focus
    const next = screen.getByLabelText(t.password.next);
    await waitFor(() => expect(next).toHaveAccessibleErrorMessage(pm.emptyFields));
    expect(next).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a 422 on password under the new password field', async () => {
    reply({ status: 422, data: { message: 'x', errors: { password: ['كلمة المرور ضعيفة'] } } });
    renderPage(<ChangePasswordDialog />);
    await submit('old-password', 'new-password');
    const next = screen.getByLabelText(t.password.next);
    await waitFor(() => expect(next).toHaveAccessibleErrorMessage('كلمة المرور ضعيفة'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [{ status: 400, data: { error: 'WRONG_OLD_PASSWORD' } }, pm.WRONG_OLD_PASSWORD],
    [{ status: 500 }, pm.fallback],
  ])('answer %j shows its message', async (r, text) => {
    reply(r);
    renderPage(<ChangePasswordDialog />);
    await submit('old-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows either password on request, each toggle named by its field', async () => {
    reply({ status: 500 });
    renderPage(<ChangePasswordDialog />);
    await userEvent.click(await screen.findByRole('button', { name: t.password.open }));
    const next = await screen.findByLabelText(t.password.next);
    expect(next).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: t.password.show(t.password.next) }));
    expect(next).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(t.password.current)).toHaveAttribute('type', 'password');
  });

  it('stores the new token and user', async () => {
    reply({ status: 200, data: { user: sampleUser({ name: 'جديد' }), token: 'new-token', message: 'ok' } });
    renderPage(<ChangePasswordDialog />);
    await submit('old-password', 'new-password');
    await waitFor(() => expect(sessionStore.getState().token).toBe('new-token'));
    expect(sessionStore.getState().user?.name).toBe('جديد');
    expect(api.calls[0]?.body).toEqual({ current_password: 'old-password', password: 'new-password' });
  });
});
