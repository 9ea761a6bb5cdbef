import { sampleAppData } from '@app/dev-kit/fixtures';
import { sessionStore } from '@app/shared-contracts';
import { UiProvider } from '@app/ui';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StartupResult } from '../run-startup';
import { StartupGate } from './startup-gate';

const renderGate = (start: () => Promise<StartupResult>) =>
  render(
    <UiProvider withToaster>
      <StartupGate start={start}>{() => <p>محتوى التطبيق</p>}</StartupGate>
    </UiProvider>,
  );

afterEach(() => {
  sessionStore.getState().setAppData(null);
  sessionStore.getState().setPlatform('web', null);
});

describe('StartupGate', () => {
  it('shows the loading overlay until start-up settles', () => {
    renderGate(() => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل التطبيق');
    expect(screen.queryByText('محتوى التطبيق')).toBeNull();
  });

  it('shows message (1) when app data cannot load', async () => {
    renderGate(async () => ({ status: 'app-failed' }));
    expect(await screen.findByText('(1) تعذّر تحميل بيانات التطبيق، أعد فتح التطبيق')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('renders the app and shows message (2) when the token check failed', async () => {
    sessionStore.getState().setAppData(sampleAppData());
    renderGate(async () => ({ status: 'ready', authFailed: true }));
    expect(await screen.findByText('محتوى التطبيق')).toBeInTheDocument();
    expect(await screen.findByText('(2) تعذّر التحقق من بياناتك، أعد فتح التطبيق')).toBeInTheDocument();
  });

  it('shows the maintenance screen when the app is down', async () => {
    sessionStore.getState().setAppData(sampleAppData({ appIsDown: true }));
    renderGate(async () => ({ status: 'ready', authFailed: false }));
    expect(await screen.findByRole('heading', { name: 'التطبيق في وضع الصيانة' })).toBeInTheDocument();
    expect(screen.queryByText('محتوى التطبيق')).toBeNull();
  });

  it('blocks an outdated native app with the update screen', async () => {
    const store = 'https://play.google.com/store/apps/details?id=com.example';
    sessionStore
      .getState()
      .setAppData(sampleAppData({ android_stable_version: '2.0.0', play_store_url: store }));
    sessionStore.getState().setPlatform('android', '1.9.0');
    renderGate(async () => ({ status: 'ready', authFailed: false }));
    expect(await screen.findByRole('link', { name: 'تحديث التطبيق' })).toHaveAttribute('href', store);
  });
});
