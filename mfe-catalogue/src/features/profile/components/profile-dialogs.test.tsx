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
// The forms are chunks loaded when a dialog opens. A cold import of them (zod, the form, the phone
// field) took more than the 3 s a query waits on a loaded 2-core CI machine, and the first test to
// open a dialog failed there; they are loaded once here, as a browser has them after the first open.
beforeAll(async () => {
  await Promise.all([import('./field-dialogs'), import('./change-password-form')]);
});
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
    expect(number).toHaveAccessibleErrorMessage(profileMessages.invalidPhone);
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
    await screen.findByRole('dialog', { name: t.edit(t.fields.last_year_mark) });
    const mark = screen.getByRole('textbox', { name: t.fields.last_year_mark });
    expect(mark).toHaveAttribute('dir', 'ltr'); // an amount typed in Latin digits (issue 14)
    await userEvent.clear(mark);
    await userEvent.type(mark, '-5');
    // profileUpdateBodySchema's own message for a negative mark, under the field
    await waitFor(() => expect(mark).toHaveAccessibleErrorMessage('الدرجة يجب ألا تقل عن 0'));
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.clear(mark);
    await userEvent.type(mark, 'abc');
    // no number at all: the form says what to type
    await waitFor(() => expect(mark).toHaveAccessibleErrorMessage(t.markInvalid));
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.clear(mark);
    await userEvent.type(mark, '٩٥');
    expect(mark).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: t.save })).toBeEnabled();
  });

  it('sends the mark typed in Arabic-Indic digits and shows a 422 on it under the field', async () => {
    reply({ status: 422, data: { message: 'x', errors: { last_year_mark: ['الدرجة أكبر من المسموح'] } } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.last_year_mark) }));
    const mark = await screen.findByRole('textbox', { name: t.fields.last_year_mark });
    await userEvent.clear(mark);
    await userEvent.type(mark, '٩٥');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(mark).toHaveAccessibleErrorMessage('الدرجة أكبر من المسموح'));
    expect(mark).toHaveFocus();
    expect(api.calls[0]?.body).toEqual({ last_year_mark: 95 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the contract's message for a name too short, under the field", async () => {
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.name) }));
    const input = await screen.findByRole('textbox', { name: t.fields.name });
    await userEvent.clear(input);
    await userEvent.type(input, 'ع');
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage('أدخل الاسم بالكامل'));
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled();
  });

  it('shows the first field message of a 422 under the field, with the focus there', async () => {
    reply({ status: 422, data: { message: 'x', errors: { name: ['الاسم قصير جداً', 'ثاني'] } } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.name) }));
    const input = await screen.findByRole('textbox', { name: t.fields.name });
    await userEvent.clear(input);
    await userEvent.type(input, 'علي محمود');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage('الاسم قصير جداً'));
    expect(input).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls[0]?.body).toEqual({ name: 'علي محمود' });
  });

  it('shows a 422 on a field the dialog does not hold in the alert', async () => {
    reply({ status: 422, data: { message: 'x', errors: { grade_id: ['الصف غير متاح'] } } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.area) }));
    await userEvent.type(await screen.findByRole('textbox', { name: t.fields.area }), ' الجديدة');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('الصف غير متاح');
  });

  it('shows a 422 on a choice under its select, with the focus there', async () => {
    reply({ status: 422, data: { message: 'x', errors: { governorate: ['المحافظة غير متاحة'] } } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.governorate) }));
    const dialog = await screen.findByRole('dialog', { name: t.edit(t.fields.governorate) });
    const select = await screen.findByRole('combobox', { name: t.fields.governorate });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'الجيزة' }));
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(dialog).toHaveTextContent('المحافظة غير متاحة'));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(select).toHaveFocus());
    expect(api.calls[0]?.body).toEqual({ governorate: 'الجيزة' });
  });

  it('shows the generic save failure otherwise', async () => {
    reply({ status: 500, data: { message: 'Internal Server Error' } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.area) }));
    await userEvent.type(await screen.findByRole('textbox', { name: t.fields.area }), ' الجديدة');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.fallback);
  });

  it('shows a 422 on full_phone under the phone field, with the focus there', async () => {
    reply({ status: 422, data: { message: 'x', errors: { full_phone: ['الرقم مستخدم من قبل'] } } });
    renderRows();
    await userEvent.click(screen.getByRole('button', { name: t.edit(t.fields.phone) }));
    const number = await screen.findByRole('textbox', { name: t.fields.phone });
    await userEvent.type(number, '01012345678');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(number).toHaveAccessibleErrorMessage('الرقم مستخدم من قبل'));
    expect(number).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('change password dialog', () => {
  async function submit(current: string, next: string) {
    await userEvent.click(screen.getByRole('button', { name: t.password.open }));
    await screen.findByRole('dialog', { name: t.password.title });
    // the form arrives with its own chunk once the dialog is open
    if (current) await userEvent.type(await screen.findByLabelText(t.password.current), current);
    if (next) await userEvent.type(await screen.findByLabelText(t.password.next), next);
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
