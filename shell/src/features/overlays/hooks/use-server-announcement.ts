import { useCallback, useEffect, useState } from 'react';
import { SERVER_ANNOUNCEMENT_ID } from '../components/server-announcement';

const serverCopy = () => document.getElementById(SERVER_ANNOUNCEMENT_ID) as HTMLDialogElement | null;

/**
 * The announcement the server sent with a guest's first screen (server-announcement.tsx). Closed
 * by the user before the app ran, it counts as dismissed. Otherwise it stays until the app's
 * dialog is on screen: `onShown` is the ref of that dialog's text, which removes the copy in the
 * same frame. Not to be shown at all (no text, dismissed): removed once app data is `known`.
 */
export function useServerAnnouncement(known: boolean, open: boolean, dismiss: () => void) {
  // Read once: the app's dialog then opens without its animation, in the copy's place.
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
    return () => copy.removeEventListener('close', onClose);
  }, [known, open, dismiss]);

  const onShown = useCallback((text: HTMLParagraphElement | null) => {
    if (text) serverCopy()?.remove();
  }, []);
  return { hadServerCopy, onShown };
}
