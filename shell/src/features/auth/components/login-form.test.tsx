import { type FakeReply, fakeApi, sampleUser } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { uiMessages } from '@app/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../messages';
import { renderAt } from '../../../test/render';
import { LoginForm } from './login-form';

const m = messages.auth;
let api: ReturnType<typeof fakeApi> | undefined;

async function signIn(reply: FakeReply, url = '/login', email = 'sara@example.com', password = 'secret') {
  api = fakeApi(({ url: to }) => (to === '/login' ? reply : { status: 404 }));
  const user = userEvent.setup();
  renderAt(<LoginForm />, url, '/login');
  if (email) await user.type(screen.getByRole('textbox', { name: new RegExp(m.email) }), email);
  if (password) await user.type(screen.getByLabelText(new RegExp(`^${m.password}`)), password);
  await user.click(screen.getByRole('button', { name: m.loginSubmit }));
}

afterEach(() => {
  api?.restore();
  sessionStore.getState().clearSession();
});

describe('LoginForm', { timeout: 20_000 }, () => {
  it('asks for both fields before calling the api', async () => {
    await signIn({ status: 500 }, '/login', '', '');
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    // The contract's own message (loginBodySchema), and the focus on the first field in error.
    expect(screen.getByText('أدخل كلمة المرور')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(m.email) })).toHaveFocus());
    expect(api?.calls).toHaveLength(0);
  });

  it("shows the contract schema's Arabic message for an e-mail it refuses", async () => {
    await signIn({ status: 500 }, '/login', 'not-an-email');
    expect(await screen.findByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(api?.calls).toHaveLength(0);
  });

  it('signs in, keeps token and user, and follows the redirect', async () => {
    const user = sampleUser();
    await signIn({ status: 200, data: { token: 'tok', user, message: 'ok' } }, '/login?redirect=%2Fwallet');
    expect(await screen.findByText('at /wallet')).toBeInTheDocument();
    expect(api?.calls[0]?.body).toEqual({ email: 'sara@example.com', password: 'secret' });
    expect(sessionStore.getState()).toMatchObject({ token: 'tok', user: { id: user.id } });
  });

  it('lands a staff member on /staff by the staff role of the answer, the teacher (no groupId) too', async () => {
    await signIn({
      status: 200,
      data: { token: 'adm', user: sampleUser({ groupId: 1, staff_role: 'admin' }) },
    });
    expect(await screen.findByText('at /staff')).toBeInTheDocument();
    api?.restore();
    sessionStore.getState().clearSession();
    document.body.replaceChildren();

    await signIn({
      status: 200,
      data: { token: 'tch', user: sampleUser({ groupId: null, staff_role: 'teacher' }) },
    });
    expect(await screen.findByText('at /staff')).toBeInTheDocument();
    // One call: no question to a staff route that a student would answer with 403.
    expect(api?.calls.map((c) => c.url)).toEqual(['/login']);
  });

  it('lands a student at home with the login call alone', async () => {
    await signIn({
      status: 200,
      data: { token: 'tok', user: sampleUser({ groupId: null, staff_role: null }) },
    });
    expect(await screen.findByText('at /home')).toBeInTheDocument();
    expect(api?.calls.map((c) => c.url)).toEqual(['/login']);
  });

  it('says the credentials are wrong on INVALID_CREDENTIALS and stays', async () => {
    await signIn({ status: 401, data: { error: 'INVALID_CREDENTIALS', message: 'x' } });
    expect(await screen.findByText(m.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.loginSubmit })).toBeEnabled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows a 422 message under its field', async () => {
    await signIn({ status: 422, data: { errors: { email: ['البريد الإلكتروني غير صحيح'] } } });
    expect(await screen.findByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(m.email) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows the password on request', async () => {
    const user = userEvent.setup();
    renderAt(<LoginForm />, '/login', '/login');
    const field = screen.getByLabelText(new RegExp(`^${m.password}`));
    await user.type(field, 'secret');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: uiMessages.showPassword }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('secret');
  });
});
