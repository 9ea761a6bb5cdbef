import { useEffect, useRef, useState } from 'react';

/** Spec 2 §9: the local value gives way to the server's when they differ by more than this. */
export const DRIFT_TOLERANCE_S = 2;

/** The timer's next value when the server says `server`: kept unless it drifted more than 2 s. */
export function reconcile(local: number, server: number): number {
  return Math.abs(local - server) > DRIFT_TOLERANCE_S ? server : local;
}

/** mm:ss, hh:mm:ss from an hour on (Latin digits, shown LTR). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** Orange under 600 s, red under 180 s. */
export function timerTone(seconds: number): 'normal' | 'warning' | 'danger' {
  if (seconds < 180) return 'danger';
  if (seconds < 600) return 'warning';
  return 'normal';
}

/**
 * Counts down from the server's remaining seconds, one tick a second. Each new server value
 * (`server.at` changes) is adopted only when it differs by more than 2 s. Only relative time is
 * used, so a device clock hours off shows the right remaining time.
 */
export function useCountdown(server: { seconds: number | null; at: number }, running: boolean) {
  const [left, setLeft] = useState<number | null>(server.seconds);
  const seen = useRef(server.at);
  useEffect(() => {
    if (seen.current === server.at) return;
    seen.current = server.at;
    setLeft((local) =>
      local === null || server.seconds === null ? server.seconds : reconcile(local, server.seconds),
    );
  }, [server.at, server.seconds]);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setLeft((s) => (s === null ? s : Math.max(0, s - 1))), 1000);
    return () => clearInterval(id);
  }, [running]);
  return left;
}
