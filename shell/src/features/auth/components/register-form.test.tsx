import { MemoryRouter, Route, Routes, useLocation } from '@app/router';
import { sessionStore } from '@app/shared-contracts';
import { UiProvider } from '@app/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appDataFixture, userFixture } from '../../../test/fixtures';

vi.mock('../api/register', () => ({ register: vi.fn() }));
const { register } = await import('../api/register');
const { RegisterForm } = await import('./register-form');

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

function renderForm() {
  sessionStore.getState().setAppData(appDataFixture());
  render(
    <UiProvider withToaster>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, phone = '01012345678') {
  await user.type(screen.getByRole('textbox', { name: /الاسم بالكامل/ }), 'سارة أحمد');
  await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.com');
  await user.type(screen.getByLabelText(/كلمة المرور/), 'secret-pass');
  await user.type(screen.getByRole('textbox', { name: /^رقم الهاتف/ }), phone);
  await user.type(screen.getByRole('textbox', { name: /رقم هاتف ولي الأمر/ }), '٠١١١٢٣٤٥٦٧٨');
  await user.selectOptions(screen.getByRole('combobox', { name: /الصف الدراسي/ }), '1');
  await user.selectOptions(screen.getByRole('combobox', { name: /المحافظة/ }), 'الجيزة');
}

afterEach(() => {
  vi.clearAllMocks();
  sessionStore.getState().clearSession();
});

describe('RegisterForm', () => {
  it('never offers Israel and defaults both phones to Egypt', () => {
    renderForm();
    const country = screen.getByRole('combobox', { name: 'دولة رقم الهاتف' }) as HTMLSelectElement;
    expect(country.value).toBe('EG');
    expect([...country.options].map((o) => o.value)).not.toContain('IL');
  });

  it('refuses an invalid phone number before calling the api', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, '12345');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('صيغة الرقم غير صحيحة')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('signs in and goes to confirm when the code was sent, with normalised phones', async () => {
    vi.mocked(register).mockResolvedValueOnce({
      token: 'tok',
      user: userFixture(),
      verification: 'SENT',
      message: 'تم',
    });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('at /confirm')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('tok');
    expect(register).toHaveBeenCalledWith(
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
    vi.mocked(register).mockResolvedValueOnce({
      token: null,
      user: null,
      verification: null,
      message: 'تم إنشاء حسابك، سجّل الدخول',
    });
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(await screen.findByText('تم إنشاء حسابك، سجّل الدخول')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows the first 422 message under its field', async () => {
    vi.mocked(register).mockRejectedValueOnce(
      new AxiosError('422', 'ERR', { headers: new AxiosHeaders() }, null, {
        status: 422,
        statusText: '',
        headers: {},
        config: { headers: new AxiosHeaders() },
        data: { errors: { email: ['البريد مستخدم من قبل', 'ثاني'] } },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const email = screen.getByRole('textbox', { name: /البريد الإلكتروني/ });
    expect(await screen.findByText('البريد مستخدم من قبل')).toBeInTheDocument();
    expect(screen.queryByText('ثاني')).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
