import { Button, StaticDialog } from '@app/ui';
import { messages } from '../../../messages';
import { SERVER_ANNOUNCEMENT_ID } from '../lib/server-copy';
import { AnnouncementText } from './announcement-text';

/**
 * The announcement as the api sends it with a guest's first screen (issue 9: on /login it is the
 * largest text, so it is painted with the html, not after the app's code). It closes without
 * script; the app's AnnouncementDialog takes its place.
 */
export function ServerAnnouncement({ text }: { text: string }) {
  return (
    <StaticDialog
      id={SERVER_ANNOUNCEMENT_ID}
      title={messages.overlays.announcementTitle}
      footer={<Button type="submit">{messages.overlays.announcementClose}</Button>}
    >
      <AnnouncementText text={text} />
    </StaticDialog>
  );
}
