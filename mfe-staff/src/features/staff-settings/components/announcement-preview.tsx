import { RichText } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.settings;

/**
 * The announcement as a student sees it in the app's dialog: its text with line breaks kept and
 * links made clickable, HTML shown as text (the shell's AnnouncementText renders it the same way).
 */
export function AnnouncementPreview({ text }: { text: string }) {
  return (
    <section
      aria-label={t.preview}
      className={css({
        borderWidth: '1px',
        borderRadius: 'l2',
        padding: '3',
        bg: 'bg.muted',
        display: 'grid',
        gap: '2',
      })}
    >
      <h3 className={css({ fontWeight: 'bold', fontSize: 'sm' })}>{t.preview}</h3>
      {text.trim() ? (
        <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
          <RichText text={text.trim()} />
        </p>
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t.noAnnouncement}</p>
      )}
    </section>
  );
}
