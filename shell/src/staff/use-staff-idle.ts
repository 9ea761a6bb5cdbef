import { useNavigate } from '@app/router';
import { useEffect } from 'react';
import { performLogout } from '../lib/logout';
import { markSessionEnded } from '../lib/session-ended';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_EVERY_MS = 15_000;

/**
 * Staff inactivity: after `minutes` without a key, a click, a touch or a scroll, the staff member
 * is signed out and sent to the login page, which says the session ended (a desk left open in a
 * tutoring centre). The api ends the session on its side too; this is the screen's half.
 */
export function useStaffIdle(minutes: number | undefined, now: () => number = Date.now) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!minutes) return;
    let last = now();
    const seen = () => {
      last = now();
    };
    for (const name of ACTIVITY) window.addEventListener(name, seen, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (now() - last < minutes * 60_000) return;
      window.clearInterval(timer);
      markSessionEnded();
      void performLogout({ navigate });
    }, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, seen, { capture: true });
    };
  }, [minutes, navigate, now]);
}
