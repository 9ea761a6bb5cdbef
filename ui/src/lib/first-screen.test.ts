import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  markFirstScreen,
  resetFirstScreenForTests,
  useAfterFirstScreen,
  useFirstScreen,
} from './first-screen';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFirstScreenForTests();
  });
  afterEach(() => {
    vi.useRealTimers();
    setReadyState('complete');
  });

  it('waits for the shell to mark the first page, then for idle time', () => {
    setReadyState('loading');
    const callback = vi.fn();
    afterFirstScreen(callback);
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    setReadyState('complete');
    markFirstScreen();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('after the mark, waits for the page to load (its pictures), at most 3 s', () => {
    setReadyState('loading');
    const callback = vi.fn();
    afterFirstScreen(callback);
    markFirstScreen();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();

    setReadyState('loading');
    const late = vi.fn();
    afterFirstScreen(late);
    vi.advanceTimersByTime(2999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(late).toHaveBeenCalledOnce();
  });

  it('runs once only, whether the mark or the load comes first', () => {
    const callback = vi.fn();
    afterFirstScreen(callback);
    markFirstScreen();
    vi.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('without the shell, runs a while after the page has loaded', () => {
    setReadyState('loading');
    const callback = vi.fn();
    afterFirstScreen(callback);
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs in idle time at once when the first page was marked already', () => {
    markFirstScreen();
    const callback = vi.fn();
    afterFirstScreen(callback);
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const callback = vi.fn();
    const cancel = afterFirstScreen(callback);
    cancel();
    markFirstScreen();
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('turns the hook true after the first page', () => {
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(false);
    act(() => {
      markFirstScreen();
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('turns useFirstScreen true at the mark itself, without waiting for idle time', () => {
    const { result } = renderHook(() => useFirstScreen());
    expect(result.current).toBe(false);
    act(() => markFirstScreen());
    expect(result.current).toBe(true);
  });
});
