import { useState } from 'react';
import { richText } from '#styled-system/recipes';
import { linkify } from '../../lib/linkify';
import { uiMessages } from '../../messages';
import { Button } from '../button/button';

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
            className={richText().link}
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
      <p className={richText().text}>
        <RichText text={long && !expanded ? preview : text} />
      </p>
      {long ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          className={richText().toggle}
        >
          {expanded ? uiMessages.showLess : uiMessages.showMore}
        </Button>
      ) : null}
    </>
  );
}
