import { useSession } from '@app/shared-contracts';
import { Button, Dialog, RichText, useAfterFirstScreen } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useAnnouncement } from '../hooks/use-announcement';

/**
 * The general announcement of app data, once until dismissed (spec 1 §2). It opens over the first
 * page once that page is on screen, not over a page still loading (issue 9: its dialog code is not
 * on the way of the first page).
 */
export function AnnouncementDialog() {
  const text = useSession((s) => s.appData?.general_announcement);
  const { open, text: body, dismiss } = useAnnouncement(text);
  const pageShown = useAfterFirstScreen();
  if (!body || !pageShown) return null;
  return (
    <Dialog
      open={open}
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
