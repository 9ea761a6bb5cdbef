import { Button, StaticDialog } from '@app/ui';
import { messages } from '../../../messages';
import { SERVER_ANNOUNCEMENT_ID } from '../lib/server-copy';
import { AnnouncementText } from './announcement-text';

/**
 * The announcement as the api sends it with a guest's first screen (issue 9: on /login it is the
 * largest text, so it is painted with the html, not after the app's code). It closes without
 * script and is modal as sent: the api makes the page beside it inert. The app keeps it
 * (hooks/use-server-announcement.ts) instead of rendering its own AnnouncementDialog.
 */
export function ServerAnnouncement({ text }: { text: string }) {
  return (
    <StaticDialog
      id={SERVER_ANNOUNCEMENT_ID}
      title={messages.overlays.announcementTitle}
      footer={
        // Focused as the page loads, as showModal() would (the page beside it is inert).
        // biome-ignore lint/a11y/noAutofocus: the dialog is modal; focus belongs inside it.
        <Button type="submit" autoFocus>
          {messages.overlays.announcementClose}
        </Button>
      }
    >
      <AnnouncementText text={text} />
    </StaticDialog>
  );
}
