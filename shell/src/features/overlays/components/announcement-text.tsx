import { RichText } from '@app/ui';
import { css } from '#styled-system/css';

const textClass = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** The announcement's text, HTML escaped, its links clickable (spec 1 §2). */
export function AnnouncementText({ text }: { text: string }) {
  return (
    <p className={textClass}>
      <RichText text={text} />
    </p>
  );
}
