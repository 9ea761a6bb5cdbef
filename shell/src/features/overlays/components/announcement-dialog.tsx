import { useSession } from '@app/shared-contracts';
import { Button, Dialog, useAfterFirstScreen, useFirstScreen } from '@app/ui';
import { useRef } from 'react';
import { messages } from '../../../messages';
import { useAnnouncement } from '../hooks/use-announcement';
import { useServerAnnouncement } from '../hooks/use-server-announcement';
import { AnnouncementText } from './announcement-text';

/**
 * The general announcement of app data, once until dismissed (spec 1 §2). The api sends a copy
 * with the html (server-announcement.tsx), shown from the first paint: it is often the largest
 * text of the first screen (issue 9: LCP of /login and /profile). This dialog takes the copy's
 * place once the first page is on screen and the dialog's code has come in idle time. Without a
 * copy, the code is asked for with the app's first render and the dialog opens with the first page.
 */
export function AnnouncementDialog() {
  const known = useSession((s) => s.appData !== null);
  const text = useSession((s) => s.appData?.general_announcement);
  const { open, text: body, dismiss } = useAnnouncement(text);
  const { hadServerCopy, onShown } = useServerAnnouncement(known, open && body !== '', dismiss);
  const pageShown = useFirstScreen();
  const idle = useAfterFirstScreen();
  // Once open, it stays rendered (closed) so that its closing animation can run.
  const wasOpen = useRef(false);
  wasOpen.current ||= open;
  if (!body || !wasOpen.current || (hadServerCopy && !idle)) return null;
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
