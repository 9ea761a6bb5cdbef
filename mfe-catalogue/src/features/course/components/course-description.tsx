import { truncate } from '@app/shared-contracts';
import { Button, useIsDesktop } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { RichText } from '../../../components/rich-text';
import { messages } from '../../../messages';

/** Spec 2 §2: cut at 350 characters on desktop and 200 on phone, with show more / less. */
export const DESCRIPTION_LIMIT = { desktop: 350, phone: 200 } as const;

export function CourseDescription({ text }: { text: string | null }) {
  const desktop = useIsDesktop();
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const limit = desktop ? DESCRIPTION_LIMIT.desktop : DESCRIPTION_LIMIT.phone;
  const long = Array.from(text).length > limit;
  return (
    <section
      aria-label={messages.course.description}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <p className={css({ whiteSpace: 'pre-line', lineHeight: 'relaxed', color: 'fg' })}>
        <RichText text={long && !expanded ? truncate(text, limit) : text} />
      </p>
      {long ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          className={css({ alignSelf: 'flex-start' })}
        >
          {expanded ? messages.showLess : messages.showMore}
        </Button>
      ) : null}
    </section>
  );
}
