import { linkify } from '@app/shared-contracts';
import { css } from '#styled-system/css';

const link = css({ color: 'primary.text', textDecoration: 'underline', overflowWrap: 'anywhere' });

/** Server text as text nodes, with http(s) and mailto links as real anchors (no HTML parsing). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their order
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className={link} dir="ltr">
            {part.value}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: same as above
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}
