import { css } from '#styled-system/css';
import { Page } from '../components/page';
import { AttachmentsList } from '../features/attachments/components/attachments-list';
import { messages } from '../messages';

/** /attachments (guests too): the study notes to download. */
export default function AttachmentsPage() {
  return (
    <Page labelledBy="attachments-title">
      <h1 id="attachments-title" className={css({ textStyle: 'h1' })}>
        {messages.attachments.title}
      </h1>
      <AttachmentsList />
    </Page>
  );
}
