// The start-up gate and the server's announcement, composed as app.tsx composes them.

import { sampleAppData } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { UiProvider } from '@app/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dropServerCopy, SERVER_ANNOUNCEMENT_ID } from './features/overlays/lib/server-copy';
import { StartupGate } from './features/startup/components/startup-gate';

afterEach(() => {
  document.getElementById(SERVER_ANNOUNCEMENT_ID)?.remove();
  document.getElementById('root')?.remove();
  sessionStore.getState().setAppData(null);
});

/** What the api sends: the page inert beside an open announcement whose button has the focus. */
function htmlWithAnnouncement() {
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.setAttribute('inert', '');
  const copy = document.body.appendChild(document.createElement('dialog'));
  copy.id = SERVER_ANNOUNCEMENT_ID;
  copy.open = true;
  const close = copy.appendChild(document.createElement('button'));
  close.textContent = 'حسناً';
  close.focus();
  return root;
}

describe('blocking start-up screens and the announcement of the html', () => {
  it('under maintenance, the announcement gives the keyboard back to the screen', async () => {
    const root = htmlWithAnnouncement();
    sessionStore.getState().setAppData(sampleAppData({ appIsDown: true, general_announcement: 'خبر' }));
    render(
      <UiProvider>
        <StartupGate start={async () => ({ status: 'ready', authFailed: false })} onBlocked={dropServerCopy}>
          {() => <p>محتوى التطبيق</p>}
        </StartupGate>
      </UiProvider>,
      { container: root },
    );
    const reload = await screen.findByRole('button', { name: 'إعادة التحميل' });
    expect(document.getElementById(SERVER_ANNOUNCEMENT_ID)).toBeNull();
    expect(root).not.toHaveAttribute('inert');
    await userEvent.tab();
    expect(reload).toHaveFocus();
  });

  it('leaves the announcement to the app when no blocking screen is shown', async () => {
    const root = htmlWithAnnouncement();
    sessionStore.getState().setAppData(sampleAppData({ general_announcement: 'خبر' }));
    render(
      <UiProvider>
        <StartupGate start={async () => ({ status: 'ready', authFailed: false })} onBlocked={dropServerCopy}>
          {() => <p>محتوى التطبيق</p>}
        </StartupGate>
      </UiProvider>,
      { container: root },
    );
    expect(await screen.findByText('محتوى التطبيق')).toBeInTheDocument();
    expect(document.getElementById(SERVER_ANNOUNCEMENT_ID)).not.toBeNull();
  });
});
