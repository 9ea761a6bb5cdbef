import { screen } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { WebPlatformLink } from './web-platform-link';

describe('web platform link (phone wrapper)', () => {
  it('opens the site signed in with the reversed token, landing on the wallet with the amount', () => {
    renderPage(<WebPlatformLink amount="100" />, { platform: 'android' });
    const link = screen.getByRole('link', { name: messages.topUp.wrapperLink });
    const url = new URL(link.getAttribute('href') ?? '');
    // renderPage signs in with 'test-token'
    expect(url.searchParams.get('tk')).toBe('nekot-tset');
    expect(url.searchParams.get('from')).toBe('app');
    expect(url.searchParams.get('to')).toBe('w');
    expect(url.searchParams.get('q')).toBe('recharge=100');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
