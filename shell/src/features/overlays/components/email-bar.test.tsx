import { sampleAppData, sampleUser } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../messages';
import { renderAt } from '../../../test/render';
import { EmailBar } from './email-bar';

const m = messages.overlays;

function signIn(verified: boolean, email_verification = true) {
  sessionStore.getState().setAppData(sampleAppData({ email_verification }));
  sessionStore.getState().setToken('t');
  sessionStore
    .getState()
    .setUser(sampleUser({ email_verified_at: verified ? '2024-01-01T00:00:00Z' : null }));
}

/** The bar above the confirm page, as the layout places it. */
const confirmPage = (
  <>
    <EmailBar />
    <main>
      <input aria-label="code" name="code" />
    </main>
  </>
);

afterEach(() => {
  sessionStore.getState().clearSession();
  sessionStore.getState().setAppData(null);
});

describe('EmailBar (spec 1 §2)', () => {
  it('shows on the confirm page, where the forced flow sends every route, and its button goes to the code', async () => {
    signIn(false);
    renderAt(confirmPage, '/confirm');
    expect(screen.getByRole('status')).toHaveTextContent(m.emailBar);
    await userEvent.click(screen.getByRole('link', { name: m.emailBarButton }));
    expect(screen.getByRole('textbox', { name: 'code' })).toHaveFocus();
  });

  it('is not shown once the e-mail is confirmed, nor when verification is off', () => {
    signIn(true);
    const { unmount } = renderAt(confirmPage, '/confirm');
    expect(screen.queryByText(m.emailBar)).not.toBeInTheDocument();
    unmount();
    signIn(false, false);
    renderAt(confirmPage, '/confirm');
    expect(screen.queryByText(m.emailBar)).not.toBeInTheDocument();
  });
});
