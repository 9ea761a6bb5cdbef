import { writeAnnouncementHint } from '@app/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export const ANNOUNCEMENT_KEY = 'shell.dismissed-announcement';
/** Spec 1 §9: the dismissal is recorded 500 ms after the dialog closes. */
export const DISMISS_RECORD_DELAY_MS = 500;

function readDismissed(): string | null {
  try {
    return localStorage.getItem(ANNOUNCEMENT_KEY);
  } catch {
    return null;
  }
}

/**
 * The announcement is shown until this exact text is dismissed; a new text shows again.
 * The delay lets the closing animation finish before anything is written.
 */
export function useAnnouncement(text: string | null | undefined) {
  const trimmed = text?.trim() ?? '';
  const [open, setOpen] = useState(() => trimmed !== '' && readDismissed() !== trimmed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const dismissed = trimmed !== '' && readDismissed() === trimmed;
    setOpen(trimmed !== '' && !dismissed);
    // Dismissed before the cookie existed: the server learns it now (it renders guests' pages).
    if (dismissed) writeAnnouncementHint(trimmed);
  }, [trimmed]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const dismiss = useCallback(() => {
    setOpen(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // The api's server-rendered first screen leaves it out from now on.
      writeAnnouncementHint(trimmed);
      try {
        localStorage.setItem(ANNOUNCEMENT_KEY, trimmed);
      } catch {
        // Storage may be blocked (private mode): the dialog then shows again next time.
      }
    }, DISMISS_RECORD_DELAY_MS);
  }, [trimmed]);

  return { open, text: trimmed, dismiss };
}
