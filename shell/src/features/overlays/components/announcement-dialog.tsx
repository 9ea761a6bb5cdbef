import { useSession } from '@app/shared-contracts';
import { Button, Dialog, useFirstScreen } from '@app/ui';
import { useRef } from 'react';
import { messages } from '../../../messages';
import { useAnnouncement } from '../hooks/use-announcement';
import { useServerAnnouncement } from '../hooks/use-server-announcement';
import { AnnouncementText } from './announcement-text';

/**
 * The general announcement of app data, once until dismissed (spec 1 §2). It opens over the first
 * page as soon as that page is on screen, not over the start-up overlay. Its dialog code is asked
 * for with the app's first render (the closed Dialog loads its chunk), so it is there by then:
 * it is often the largest text of the first screen (issue 9: LCP of /login and /profile). On a
 * guest's page rendered by the server it takes the place of the server's copy.
 */
export function AnnouncementDialog() {
  const known = useSession((s) => s.appData !== null);
  const text = useSession((s) => s.appData?.general_announcement);
  const { open, text: body, dismiss } = useAnnouncement(text);
  const { hadServerCopy, onShown } = useServerAnnouncement(known, open && body !== '', dismiss);
  const pageShown = useFirstScreen();
  // Once open, it stays rendered (closed) so that its closing animation can run.
  const wasOpen = useRef(false);
  wasOpen.current ||= open;
  if (!body || !wasOpen.current) return null;
  return (
    <Dialog
      open={open && pageShown}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
      appear={!hadServerCopy}
      title={messages.overlays.announcementTitle}
      footer={<Button onClick={dismiss}>{messages.overlays.announcementClose}</Button>}
    >
      <AnnouncementText text={body} ref={onShown} />
    </Dialog>
  );
}
