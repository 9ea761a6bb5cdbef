import { useState } from 'react';
import { css } from '#styled-system/css';
import { linkify } from '../../lib/linkify';
import { uiMessages } from '../../messages';
import { Button } from '../button/button';

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

export interface ExpandableTextProps {
  text: string | null | undefined;
  /** The text cut where the caller wants it (its length rule is the screen's); equal to text when short. */
  preview: string;
}

/** A description with clickable links, shown as its preview with a show more / show less toggle. */
export function ExpandableText({ text, preview }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const long = preview !== text;
  return (
    <>
      <p className={css({ whiteSpace: 'pre-line', lineHeight: 'relaxed', color: 'fg' })}>
        <RichText text={long && !expanded ? preview : text} />
      </p>
      {long ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          className={css({ alignSelf: 'flex-start' })}
        >
          {expanded ? uiMessages.showLess : uiMessages.showMore}
        </Button>
      ) : null}
    </>
  );
}
