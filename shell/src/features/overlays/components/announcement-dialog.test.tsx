import { MemoryRouter } from '@app/router';
import { sessionStore } from '@app/shared-contracts';
import { sampleAppData } from '@app/shared-contracts/fixtures';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnnouncementDialog } from './announcement-dialog';

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
