import { fakeApi } from '@app/dev-kit/fixtures';
import { pluralAr } from '@app/shared-contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../messages';
import { renderAt } from '../../../test/render';
import { RESEND_COOLDOWN_S } from './confirm-form';
import { ResetPasswordFlow } from './reset-password-flow';

const m = messages.auth;
let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

describe('reset password, step 2', { timeout: 20_000 }, () => {
  it('offers a new code after a countdown, and sends it to the same e-mail (issue 31)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = fakeApi(() => ({ status: 200, data: { message: 'ok' } }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<ResetPasswordFlow />, '/reset-password');
    await user.type(screen.getByRole('textbox', { name: new RegExp(m.email) }), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: m.resetSend }));

    const wait = await screen.findByRole('button', { name: pluralAr(RESEND_COOLDOWN_S, m.resendIn) });
    expect(wait).toBeDisabled();
    // One tick a second, each rendered (the countdown sets its next timer after each render).
    for (let s = 0; s < RESEND_COOLDOWN_S; s++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    await user.click(screen.getByRole('button', { name: m.resend }));
    expect(await screen.findByText(m.resent)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === '/password/reset').map((c) => c.body)).toEqual([
      { email: 'sara@example.com' },
      { email: 'sara@example.com' },
    ]);
    expect(screen.getByRole('button', { name: pluralAr(RESEND_COOLDOWN_S, m.resendIn) })).toBeDisabled();
  });
});
