import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { messages } from '../../../messages';
import HelpPage from '../../../pages/help-page';
import { renderPage } from '../../../test/render';
import { CHAT_LOAD_TIMEOUT_MS, CRISP_SCRIPT } from '../hooks/use-live-chat';

const t = messages.help;
const chatScript = () => document.querySelector(`script[src="${CRISP_SCRIPT}"]`);
afterEach(() => {
  chatScript()?.remove();
  delete window.$crisp;
});

describe('help page', () => {
  it('with a live-chat id: no form, the chat script loads only when pressed and knows the student', async () => {
    renderPage(<HelpPage />, {
      appData: { crisp_website_id: 'site-1' },
      user: { email: 's@example.com', name: 'سارة' },
    });
    expect(screen.queryByRole('form', { name: t.formTitle })).not.toBeInTheDocument();
    expect(chatScript()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.startChat }));
    expect(chatScript()).not.toBeNull();
    expect(window.CRISP_WEBSITE_ID).toBe('site-1');
    expect(window.$crisp).toContainEqual(['set', 'user:email', ['s@example.com']]);
  });

  it('a chat that cannot load falls back to the ticket form with a message', async () => {
    renderPage(<HelpPage />, { appData: { crisp_website_id: 'site-1' } });
    await userEvent.click(screen.getByRole('button', { name: t.startChat }));
    chatScript()?.dispatchEvent(new Event('error'));
    expect(await screen.findByText(t.chatFailed)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: t.formTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.startChat })).not.toBeInTheDocument();
    expect(chatScript()).toBeNull();
  });

  it('a chat script that never answers counts as failed after the timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage(<HelpPage />, { appData: { crisp_website_id: 'site-1' } });
      await userEvent.click(screen.getByRole('button', { name: t.startChat }));
      expect(screen.queryByRole('form', { name: t.formTitle })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(CHAT_LOAD_TIMEOUT_MS));
      expect(screen.getByText(t.chatFailed)).toBeInTheDocument();
      expect(screen.getByRole('form', { name: t.formTitle })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without it: the form, only the social links that exist, and the disabled account deletion', () => {
    renderPage(<HelpPage />, {
      user: null,
      appData: { youtube_url: 'https://youtube.com/@x', facebook_url: null },
    });
    expect(screen.getByRole('form', { name: t.formTitle })).toBeInTheDocument();
    const social = screen.getByRole('navigation', { name: t.social });
    expect(social).toHaveTextContent('يوتيوب');
    expect(social).not.toHaveTextContent('فيسبوك');
    expect(screen.getByText(t.deleteText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.deleteButton })).toBeDisabled();
  });
});
