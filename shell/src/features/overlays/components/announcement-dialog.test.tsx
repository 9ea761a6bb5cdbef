import { MemoryRouter } from '@app/router';
import { sessionStore } from '@app/shared-contracts';
import { sampleAppData } from '@app/shared-contracts/fixtures';
import { markFirstScreen } from '@app/ui';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnnouncementDialog } from './announcement-dialog';

// The shell marks it once its first page has rendered; the announcement opens over that page.
beforeAll(() => markFirstScreen());
afterEach(() => sessionStore.getState().setAppData(null));

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
});
