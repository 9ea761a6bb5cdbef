import { type FakeReply, fakeApi, sampleAppData, sampleUser } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render';
import { RegisterForm } from './register-form';

let api: ReturnType<typeof fakeApi> | undefined;

function renderForm(reply: FakeReply = { status: 500 }) {
  api = fakeApi(({ url }) => (url === '/register' ? reply : { status: 404 }));
  sessionStore.getState().setAppData(sampleAppData({ grades: [{ id: 1, name: 'الصف الأول الثانوي' }] }));
  renderAt(<RegisterForm />, '/register');
}

async function fill(user: ReturnType<typeof userEvent.setup>, phone = '01012345678') {
  await user.type(screen.getByRole('textbox', { name: /الاسم بالكامل/ }), 'سارة أحمد');
  await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.com');
  await user.type(screen.getByLabelText(/^كلمة المرور/), 'secret-pass');
  await user.type(screen.getByRole('textbox', { name: /^رقم الهاتف/ }), phone);
  await user.type(screen.getByRole('textbox', { name: /رقم هاتف ولي الأمر/ }), '٠١١١٢٣٤٥٦٧٨');
  await user.selectOptions(screen.getByRole('combobox', { name: /الصف الدراسي/ }), '1');
  await user.selectOptions(screen.getByRole('combobox', { name: /المحافظة/ }), 'الجيزة');
}

afterEach(() => {
  api?.restore();
  sessionStore.getState().clearSession();
});

// Typing a whole form is slow on a loaded machine: these tests get more than the 5 s default.
describe('RegisterForm', { timeout: 20_000 }, () => {
  it('never offers Israel and defaults both phones to Egypt', () => {
    renderForm();
    const country = screen.getByRole('combobox', { name: 'دولة رقم الهاتف' }) as HTMLSelectElement;
    expect(country.value).toBe('EG');
    expect([...country.options].map((o) => o.value)).not.toContain('IL');
    // LRI … PDI: the calling code is a left-to-right island inside the Arabic country name (issue 14).
    expect(country.selectedOptions[0]?.textContent).toBe('مصر \u2066+20\u2069');
    expect(screen.getByRole('textbox', { name: /^رقم الهاتف/ })).toHaveAttribute('dir', 'ltr');
  });

  it('shows a 422 on full_phone under the phone it belongs to', async () => {
    const user = userEvent.setup();
    renderForm({ status: 422, data: { errors: { full_phone: ['الرقم مستخدم من قبل'] } } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const phone = screen.getByRole('textbox', { name: /^رقم الهاتف/ });
    await waitFor(() => expect(phone).toHaveAccessibleErrorMessage('الرقم مستخدم من قبل'));
    expect(phone).toHaveFocus();
  });

  it('asks for the empty fields with Arabic messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /الاسم بالكامل/ }), 'س');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    // nameSchema's own message for a one-letter name; the empty ones say "required".
    expect(await screen.findByText('أدخل الاسم بالكامل')).toBeInTheDocument();
    expect(screen.getAllByText('هذا الحقل مطلوب')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: /الاسم بالكامل/ })).toHaveFocus();
    expect(api?.calls).toHaveLength(0);
  });

  it('refuses an invalid phone number before calling the api', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, '12345');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('صيغة الرقم غير صحيحة')).toBeInTheDocument();
    expect(api?.calls).toHaveLength(0);
  });

  it('signs in and goes to confirm when the code was sent, with normalised phones', async () => {
    const user = userEvent.setup();
    renderForm({
      status: 200,
      data: { token: 'tok', user: sampleUser(), verification: 'SENT', message: 'تم' },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('at /confirm')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('tok');
    expect(api?.calls[0]?.body).toEqual(
      expect.objectContaining({
        phone: '01012345678',
        full_phone: '+201012345678',
        phone_country: 'EG',
        parent_phone: '01112345678',
        grade_id: 1,
        governorate: 'الجيزة',
      }),
    );
  });

  it('goes to login with the message when no token comes back', async () => {
    const user = userEvent.setup();
    renderForm({
      status: 200,
      data: { token: null, user: null, verification: null, message: 'تم إنشاء حسابك، سجّل الدخول' },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(await screen.findByText('تم إنشاء حسابك، سجّل الدخول')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows the first 422 message under its field', async () => {
    const user = userEvent.setup();
    renderForm({ status: 422, data: { errors: { email: ['البريد مستخدم من قبل', 'ثاني'] } } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const email = screen.getByRole('textbox', { name: /البريد الإلكتروني/ });
    expect(await screen.findByText('البريد مستخدم من قبل')).toBeInTheDocument();
    expect(screen.queryByText('ثاني')).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toBeEnabled();
  });

  it('holds the button busy while the api answers', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const user = userEvent.setup();
    renderForm();
    api?.restore();
    api = fakeApi(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toHaveAttribute('aria-busy', 'true'),
    );
    answer({ status: 200, data: { token: null, user: null, verification: null, message: 'تم' } });
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });
});
