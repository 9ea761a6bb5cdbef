import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_KEY, useAnnouncement } from './use-announcement';

describe('announcement dismissal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records the dismissed text 500 ms after closing, not before', () => {
    const { result } = renderHook(() => useAnnouncement('امتحان الشهر يوم الجمعة'));
    expect(result.current.open).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(499));
    expect(localStorage.getItem(ANNOUNCEMENT_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(localStorage.getItem(ANNOUNCEMENT_KEY)).toBe('امتحان الشهر يوم الجمعة');
  });

  it('stays hidden for a dismissed text and shows again for a new one', () => {
    localStorage.setItem(ANNOUNCEMENT_KEY, 'قديم');
    expect(renderHook(() => useAnnouncement('قديم')).result.current.open).toBe(false);
    expect(renderHook(() => useAnnouncement('جديد')).result.current.open).toBe(true);
  });

  it('shows nothing without a text', () => {
    expect(renderHook(() => useAnnouncement(null)).result.current.open).toBe(false);
    expect(renderHook(() => useAnnouncement('   ')).result.current.open).toBe(false);
  });
});
