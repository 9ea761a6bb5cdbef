import { useSession } from '@app/shared-contracts';
import { Button, Dialog, RichText, useFirstScreen } from '@app/ui';
import { useRef } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useAnnouncement } from '../hooks/use-announcement';

/**
 * The general announcement of app data, once until dismissed (spec 1 §2). It opens over the first
 * page as soon as that page is on screen, not over the start-up overlay. Its dialog code is asked
 * for with the app's first render (the closed Dialog loads its chunk), so it is there by then:
 * it is often the largest text of the first screen (issue 9: LCP of /login and /profile).
 */
export function AnnouncementDialog() {
  const text = useSession((s) => s.appData?.general_announcement);
  const { open, text: body, dismiss } = useAnnouncement(text);
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
      title={messages.overlays.announcementTitle}
      footer={<Button onClick={dismiss}>{messages.overlays.announcementClose}</Button>}
    >
      <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
        <RichText text={body} />
      </p>
    </Dialog>
  );
}
