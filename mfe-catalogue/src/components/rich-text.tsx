import { linkify } from '@app/shared-contracts';
import { css } from '#styled-system/css';

// A URL is a left-to-right island (dir="ltr" isolates it) that wraps as a block, not mid-word at a line end.
const linkClass = css({
  display: 'inline-block',
  maxWidth: 'full',
  color: 'primary.text',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

/** Server text as text nodes with http, https and mailto links as elements (never raw HTML). */
export function RichText({ text }: { text: string | null | undefined }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
            dir="ltr"
          >
            {part.value}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}
