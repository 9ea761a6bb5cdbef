import { useEffect, useState } from 'react';
import { SERVER_ANNOUNCEMENT_ID } from '../components/server-announcement';

const serverCopy = () => document.getElementById(SERVER_ANNOUNCEMENT_ID) as HTMLDialogElement | null;

/**
 * Makes the open native dialog modal, as the app's dialog is: focus stays inside, Escape closes
 * it, the page behind is inert. Its `open` attribute is taken off first (that fires no `close`),
 * as `showModal()` refuses a dialog that is already open.
 */
function makeModal(copy: HTMLDialogElement): void {
  if (copy.dataset.modal || typeof copy.showModal !== 'function') return;
  copy.dataset.modal = 'true';
  copy.removeAttribute('open');
  copy.showModal();
}

/**
 * The announcement the server sent with the html (server-announcement.tsx). Closed by the user
 * before the app ran, it counts as dismissed. Still open, it stays the announcement: the app makes
 * it modal and records its closing, instead of loading its own dialog's code (issue 9: a few
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
      copy.remove();
      if (open) dismiss();
      return;
    }
    const onClose = () => {
      copy.remove();
      dismiss();
    };
    copy.addEventListener('close', onClose);
    // A task of its own: showModal() lays the page out at once, which would lengthen the task
    // that commits the app's first page (issue 9: total blocking time).
    const later = setTimeout(() => makeModal(copy), 0);
    return () => {
      clearTimeout(later);
      copy.removeEventListener('close', onClose);
    };
  }, [known, open, dismiss]);
  return { hadServerCopy };
}
