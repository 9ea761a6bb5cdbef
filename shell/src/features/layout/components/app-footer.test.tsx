import { sampleAppData } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../messages';
import { renderAt } from '../../../test/render';
import { AppFooter } from './app-footer';

const stores = { play_store_url: 'https://play.example/app', apple_store_url: 'https://apps.example/app' };

afterEach(() => {
  sessionStore.getState().setAppData(null);
  sessionStore.getState().setPlatform('web');
});

describe('AppFooter store badges', () => {
  it('shows both store links on the web', () => {
    sessionStore.getState().setAppData(sampleAppData(stores));
    renderAt(<AppFooter />, '/');
    expect(screen.getByRole('link', { name: messages.footer.playStore })).toHaveAttribute(
      'href',
      stores.play_store_url,
    );
    expect(screen.getByRole('link', { name: messages.footer.appStore })).toBeInTheDocument();
  });

  it.each(['android', 'ios', 'desktop'] as const)(
    'hides them inside the %s wrapper (web only, spec 1)',
    (platform) => {
      sessionStore.getState().setAppData(sampleAppData(stores));
      sessionStore.getState().setPlatform(platform, '1.3.0');
      renderAt(<AppFooter />, '/');
      expect(screen.queryByRole('heading', { name: messages.footer.apps })).toBeNull();
      expect(screen.queryByRole('link', { name: messages.footer.playStore })).toBeNull();
    },
  );
});
