import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster';
import { MESSAGE_BAR_DURATION, messageBar, SNACK_DURATION, snack, toaster } from './toaster';

// Ark keeps a dismissed toast mounted for its exit animation (removeDelay 200 ms) before removing it.
const EXIT_DELAY = 250;

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toaster.remove());
    vi.useRealTimers();
  });

  it('uses the spec durations', () => {
    expect(SNACK_DURATION).toBe(2000);
    expect(MESSAGE_BAR_DURATION).toBe(4000);
  });

  it('shows a snack for 2 seconds', async () => {
    render(<AppToaster />);
    act(() => {
      snack('تم الحفظ', 'success');
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('تم الحفظ')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /منطقة الإشعارات/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1850));
    expect(screen.getByText('تم الحفظ')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100 + EXIT_DELAY));
    expect(screen.queryByText('تم الحفظ')).not.toBeInTheDocument();
  });

  it('shows a snack created before the toaster was rendered', async () => {
    act(() => {
      snack('وصلت الرسالة', 'info');
    });
    render(<AppToaster />);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('وصلت الرسالة')).toBeInTheDocument();
  });

  it('shows a message bar for 4 seconds with a close button', async () => {
    render(<AppToaster />);
    act(() => {
      messageBar('يجب إكمال بيانات حسابك', 'warning');
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('يجب إكمال بيانات حسابك')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3850));
    expect(screen.getByText('يجب إكمال بيانات حسابك')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100 + EXIT_DELAY));
    expect(screen.queryByText('يجب إكمال بيانات حسابك')).not.toBeInTheDocument();
  });

  it('starts its machines with the first toast or once start-up is over, not during the first render', async () => {
    render(<AppToaster />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('region', { name: /منطقة الإشعارات/ })).not.toBeInTheDocument();
    // jsdom has no requestIdleCallback: the region mounts when the start-up delay is over.
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.getByRole('region', { name: /منطقة الإشعارات/ })).toBeInTheDocument();
  });
});
