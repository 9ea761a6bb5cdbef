import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';

// The shell's <main> has no padding: each remote frames its own pages (as the other remotes do),
// so nothing touches the screen's edges at 360 px or sits against the top bar.
export const pageFrame = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  width: 'full',
  marginInline: 'auto',
  paddingInline: { base: '3', md: '6' },
  paddingBlock: { base: '4', md: '6' },
});

// Widths the pages read best at; sizes tokens only (an unknown name such as '3xl' yields no CSS),
// written out whole so Panda extracts them.
const WIDTHS = {
  narrow: css({ maxInlineSize: '2xl' }),
  medium: css({ maxInlineSize: '4xl' }),
  wide: css({ maxInlineSize: '6xl' }),
};

/** The frame of every page of this remote: side and top padding, a readable width. */
export function Page({
  children,
  width = 'medium',
  labelledBy,
}: {
  children: ReactNode;
  width?: keyof typeof WIDTHS;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={cx(pageFrame, WIDTHS[width])}>
      {children}
    </section>
  );
}
