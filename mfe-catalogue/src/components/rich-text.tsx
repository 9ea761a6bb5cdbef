import { linkify } from '@app/shared-contracts';
import { css } from '#styled-system/css';

const linkClass = css({ color: 'primary.text', textDecoration: 'underline', wordBreak: 'break-all' });

/** Server text as text nodes with http, https and mailto links as elements (never raw HTML). */
export function RichText({ text }: { text: string | null | undefined }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
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
