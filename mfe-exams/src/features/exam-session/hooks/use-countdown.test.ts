import { act, renderHook } from '@testing-library/react';
import { formatClock, reconcile, timerTone, useCountdown } from './use-countdown';

describe('exam timer', () => {
  it('formats mm:ss, and hh:mm:ss from an hour on', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(125)).toBe('02:05');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3600)).toBe('01:00:00');
    expect(formatClock(7384)).toBe('02:03:04');
  });

  it('turns orange under 600 s and red under 180 s', () => {
    expect(timerTone(600)).toBe('normal');
    expect(timerTone(599)).toBe('warning');
    expect(timerTone(180)).toBe('warning');
    expect(timerTone(179)).toBe('danger');
  });

  it('adopts the server value only when it differs by more than 2 s', () => {
    expect(reconcile(100, 102)).toBe(100);
    expect(reconcile(100, 98)).toBe(100);
    expect(reconcile(100, 103)).toBe(103);
    expect(reconcile(100, 90)).toBe(90);
  });

  it('ticks every second and takes a drifted server value', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ server }) => useCountdown(server, true), {
        initialProps: { server: { seconds: 10 as number | null, at: 0 } },
      });
      act(() => vi.advanceTimersByTime(3000));
      expect(result.current).toBe(7);
      rerender({ server: { seconds: 8, at: 1 } }); // 1 s apart: kept
      expect(result.current).toBe(7);
      rerender({ server: { seconds: 3, at: 2 } }); // 4 s apart: adopted
      expect(result.current).toBe(3);
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
