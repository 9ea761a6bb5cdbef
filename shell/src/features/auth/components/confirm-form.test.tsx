import { type FakeReply, fakeApi, sampleUser } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../messages';
import { renderAt } from '../../../test/render';
import { ConfirmForm } from './confirm-form';

const m = messages.auth;
let api: ReturnType<typeof fakeApi> | undefined;

/** `codeSent`: arrived from registration with verification 'SENT' (else: sent here by the guard). */
function renderForm(replies: Record<string, FakeReply>, email?: string, codeSent = true) {
  api = fakeApi(({ url }) => replies[url] ?? { status: 404 });
  sessionStore.getState().setToken('tok');
  sessionStore.getState().setUser(sampleUser({ email_verified_at: null, ...(email ? { email } : {}) }));
  renderAt(<ConfirmForm />, '/confirm', '/confirm', codeSent ? { codeSent: true } : undefined);
  return userEvent.setup();
}

afterEach(() => {
  api?.restore();
  sessionStore.getState().clearSession();
});

describe('ConfirmForm', { timeout: 20_000 }, () => {
  it("isolates the e-mail in the hint: 'qa1-x@example.com' does not turn into '-qa1 / x@…' (issue 14)", () => {
    renderForm({}, 'qa1-x@example.com');
    const hint = screen.getByText(/qa1-x@example\.com/);
    expect(hint.textContent).toContain('\u2066qa1-x@example.com\u2069');
  });

  it('refuses a code that is not 6 digits without calling the api', async () => {
    const user = renderForm({});
    await user.type(screen.getByRole('textbox', { name: new RegExp(m.code) }), '12');
    await user.click(screen.getByRole('button', { name: m.confirmSubmit }));
    expect(await screen.findByText(m.invalidCode)).toBeInTheDocument();
    expect(api?.calls).toHaveLength(0);
  });

  it('confirms with Arabic-Indic digits, replaces the user and goes home', async () => {
    const verified = sampleUser({ email_verified_at: '2026-01-02T00:00:00.000Z' });
    const user = renderForm({ '/verify': { status: 200, data: { user: verified } } });
    await user.type(screen.getByRole('textbox', { name: new RegExp(m.code) }), '١٢٣ ٤٥٦');
    await user.click(screen.getByRole('button', { name: m.confirmSubmit }));
    expect(await screen.findByText('at /home')).toBeInTheDocument();
    expect(api?.calls[0]?.body).toEqual({ code: '123456' });
    expect(sessionStore.getState().user?.email_verified_at).toBe(verified.email_verified_at);
  });

  it('shows the api message of a wrong code under the field and clears it', async () => {
    const user = renderForm({ '/verify': { status: 422, data: { errors: { code: ['الرمز غير صحيح'] } } } });
    const field = screen.getByRole('textbox', { name: new RegExp(m.code) });
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: m.confirmSubmit }));
    expect(await screen.findByText('الرمز غير صحيح')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('resends the code, then counts down before the next resend', async () => {
    const user = renderForm({ '/verify/send': { status: 200, data: { message: 'ok' } } });
    await user.click(screen.getByRole('button', { name: m.resend }));
    expect(await screen.findByText(m.resent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة الإرسال بعد 60 ثانية' })).toBeDisabled();
    expect(api?.calls.map((c) => c.url)).toEqual(['/verify/send']);
  });

  it('sent here by the forced flow, it does not claim a code was sent: it offers to send one', async () => {
    const user = renderForm(
      { '/verify/send': { status: 200, data: { message: 'ok' } } },
      'old@example.com',
      false,
    );
    expect(screen.queryByText(/أرسلنا رمز التأكيد/)).not.toBeInTheDocument();
    expect(screen.getByText(/إن لم يصلك رمز/)).toHaveTextContent('old@example.com');
    await user.click(screen.getByRole('button', { name: m.sendCode }));
    expect(await screen.findByText(m.sent)).toBeInTheDocument();
    expect(screen.getByText(/أرسلنا رمز التأكيد/)).toHaveTextContent('old@example.com');
    expect(screen.getByRole('button', { name: 'إعادة الإرسال بعد 60 ثانية' })).toBeDisabled();
    expect(api?.calls.map((c) => c.url)).toEqual(['/verify/send']);
  });
});
