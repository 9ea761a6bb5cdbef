import { Button, StaticDialog } from '@app/ui';
import { messages } from '../../../messages';
import { AnnouncementText } from './announcement-text';

/** Id of the announcement in a first screen rendered on the server (use-server-announcement.ts). */
export const SERVER_ANNOUNCEMENT_ID = 'first-screen-announcement';

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
