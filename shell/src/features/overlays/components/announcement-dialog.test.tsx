import { sampleAppData } from '@app/dev-kit/fixtures';
import { MemoryRouter } from '@app/router';
import { sessionStore } from '@app/shared-contracts';
import { markFirstScreen } from '@app/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_KEY } from '../hooks/use-announcement';
import { SERVER_ANNOUNCEMENT_ID } from '../lib/server-copy';
import { AnnouncementDialog } from './announcement-dialog';

// The shell marks it once its first page has rendered; the announcement opens over that page.
beforeAll(() => markFirstScreen());
afterEach(() => {
  sessionStore.getState().setAppData(null);
  localStorage.clear();
  document.getElementById(SERVER_ANNOUNCEMENT_ID)?.remove();
  document.getElementById('first-screen')?.remove();
});

/** The page behind the copy: the api makes it inert in the html. */
let behind: HTMLElement;

/** The copy the api sends with a guest's server-rendered first screen (server-announcement.tsx). */
function serverCopy(open: boolean) {
  behind = document.createElement('div');
  behind.id = 'first-screen';
  behind.setAttribute('inert', '');
  document.body.append(behind);
  const copy = document.createElement('dialog');
  copy.id = SERVER_ANNOUNCEMENT_ID;
  copy.open = open;
  document.body.append(copy);
  return copy;
}

const renderDialog = () =>
  render(
    <MemoryRouter>
      <AnnouncementDialog />
    </MemoryRouter>,
  );

describe('AnnouncementDialog', () => {
  it('escapes HTML and turns links into anchors', async () => {
    sessionStore.getState().setAppData(
      sampleAppData({
        general_announcement: '<b>تنبيه</b> <img src=x onerror=alert(1)> التفاصيل: https://example.com/news',
      }),
    );
    render(
      <MemoryRouter>
        <AnnouncementDialog />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'إعلان' });
    expect(dialog.querySelector('b')).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText(/<b>تنبيه<\/b>/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://example.com/news' })).toHaveAttribute(
      'href',
      'https://example.com/news',
    );
  });

  it("keeps the server's copy as the announcement: Escape closes it, and the page comes back", async () => {
    const copy = serverCopy(true);
    // jsdom has no dialog methods; the browser's close() takes `open` off and fires `close`.
    copy.close = vi.fn(() => {
      copy.removeAttribute('open');
      copy.dispatchEvent(new Event('close'));
    });
    sessionStore.getState().setAppData(sampleAppData({ general_announcement: 'إعلان من المركز' }));
    renderDialog();
    // The app's own dialog (its code) is never rendered beside it.
    expect(screen.getAllByRole('dialog', { hidden: true })).toEqual([copy]);
    expect(behind.hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(copy.dataset.modal).toBe('true'));
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(copy.close).toHaveBeenCalledOnce();
    expect(copy.isConnected).toBe(false);
    expect(behind.hasAttribute('inert')).toBe(false);
    await waitFor(() => expect(localStorage.getItem(ANNOUNCEMENT_KEY)).toBe('إعلان من المركز'), {
      timeout: 2000,
    });
  });

  it("counts the server's copy closed before the app ran as dismissed", async () => {
    serverCopy(false);
    sessionStore.getState().setAppData(sampleAppData({ general_announcement: 'إعلان من المركز' }));
    renderDialog();
    await waitFor(() => expect(document.getElementById(SERVER_ANNOUNCEMENT_ID)).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(ANNOUNCEMENT_KEY)).toBe('إعلان من المركز'), {
      timeout: 2000,
    });
    expect(document.cookie).toContain('app_announcement=');
  });

  it("removes the server's copy when app data has no announcement", async () => {
    const copy = serverCopy(true);
    renderDialog();
    expect(copy.isConnected).toBe(true); // app data not known yet
    act(() => sessionStore.getState().setAppData(sampleAppData({ general_announcement: '' })));
    await waitFor(() => expect(copy.isConnected).toBe(false));
    expect(behind.hasAttribute('inert')).toBe(false);
  });
});
