import { useSession } from '@app/shared-contracts';
import { Button, Dialog, RichText } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useAnnouncement } from '../hooks/use-announcement';

/** The general announcement of app data, once until dismissed (spec 1 §2). */
export function AnnouncementDialog() {
  const text = useSession((s) => s.appData?.general_announcement);
  const { open, text: body, dismiss } = useAnnouncement(text);
  if (!body) return null;
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
