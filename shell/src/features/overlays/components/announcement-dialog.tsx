import { useSession } from '@app/shared-contracts';
import { Button, Dialog, useFirstScreen } from '@app/ui';
import { useRef } from 'react';
import { messages } from '../../../messages';
import { useAnnouncement } from '../hooks/use-announcement';
import { useServerAnnouncement } from '../hooks/use-server-announcement';
import { AnnouncementText } from './announcement-text';

/**
 * The general announcement of app data, once until dismissed (spec 1 §2). The api sends it with
 * the html (server-announcement.tsx), shown from the first paint: it is often the largest text of
 * the first screen (issue 9: LCP of /login and /profile). That copy stays the announcement, made
 * modal by the app (use-server-announcement.ts). Without a copy (a canary, a new text since the
 * page was sent), this dialog's code is asked for with the app's first render and it opens with
 * the first page.
 */
export function AnnouncementDialog() {
  const known = useSession((s) => s.appData !== null);
  const text = useSession((s) => s.appData?.general_announcement);
  const { open, text: body, dismiss } = useAnnouncement(text);
  const { hadServerCopy } = useServerAnnouncement(known, open && body !== '', dismiss);
  const pageShown = useFirstScreen();
  // Once open, it stays rendered (closed) so that its closing animation can run.
  const wasOpen = useRef(false);
  wasOpen.current ||= open;
  if (!body || !wasOpen.current || hadServerCopy) return null;
  return (
    <Dialog
      open={open && pageShown}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
      title={messages.overlays.announcementTitle}
      footer={<Button onClick={dismiss}>{messages.overlays.announcementClose}</Button>}
    >
      <AnnouncementText text={body} />
    </Dialog>
  );
}
