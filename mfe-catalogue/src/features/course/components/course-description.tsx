import { truncate } from '@app/shared-contracts';
import { ExpandableText, useIsDesktop } from '@app/ui';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

/** Spec 2 §2: cut at 350 characters on desktop and 200 on phone, with show more / less. */
export const DESCRIPTION_LIMIT = { desktop: 350, phone: 200 } as const;

export function CourseDescription({ text }: { text: string | null }) {
  const desktop = useIsDesktop();
  if (!text) return null;
  const limit = desktop ? DESCRIPTION_LIMIT.desktop : DESCRIPTION_LIMIT.phone;
  return (
    <section
      aria-label={messages.course.description}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <ExpandableText text={text} preview={truncate(text, limit)} />
    </section>
  );
}
