import { useEffect, useState } from 'react';
import { keepModal, removeCopy, serverCopy } from '../lib/server-copy';

/**
 * The announcement the server sent with the html (server-announcement.tsx). Closed by the user
 * before the app ran, it counts as dismissed. Still open, it stays the announcement (modal in the
 * html already): the app records its closing, instead of loading its own dialog's code (issue 9: a few
 * long tasks less on every first visit). Not to be shown at all (no text, dismissed): removed
 * once app data is `known`.
 */
export function useServerAnnouncement(known: boolean, open: boolean, dismiss: () => void) {
  // Read once: with a copy, the app never renders its own dialog for this text.
  const [hadServerCopy] = useState(() => serverCopy() !== null);
  useEffect(() => {
    const copy = serverCopy();
    if (!copy || !known) return;
    if (!open || !copy.open) {
      removeCopy(copy);
      if (open) dismiss();
      return;
    }
    const onClose = () => {
      removeCopy(copy);
      dismiss();
    };
    copy.addEventListener('close', onClose);
    // Usually done already by the shell's entry.
    keepModal(copy);
    return () => copy.removeEventListener('close', onClose);
  }, [known, open, dismiss]);
  return { hadServerCopy };
}
