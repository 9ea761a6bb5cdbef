import { RichText } from '@app/ui';
import type { Ref } from 'react';
import { css } from '#styled-system/css';

const textClass = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** The announcement's text, HTML escaped, its links clickable (spec 1 §2). */
export function AnnouncementText({ text, ref }: { text: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} className={textClass}>
      <RichText text={text} />
    </p>
  );
}
