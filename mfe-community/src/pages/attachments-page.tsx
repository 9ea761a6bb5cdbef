import { css } from '#styled-system/css';
import { AttachmentsList } from '../features/attachments/components/attachments-list';
import { messages } from '../messages';

/** /attachments (guests too): the study notes to download. */
export default function AttachmentsPage() {
  return (
    <section
      aria-labelledby="attachments-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        maxWidth: '3xl',
        marginInline: 'auto',
        width: 'full',
      })}
    >
      <h1 id="attachments-title" className={css({ textStyle: 'h1' })}>
        {messages.attachments.title}
      </h1>
      <AttachmentsList />
    </section>
  );
}
