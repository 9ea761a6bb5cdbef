import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';

const pageClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  width: 'full',
  maxInlineSize: '1200px',
  marginInline: 'auto',
  paddingInline: { base: '3', md: '6' },
  paddingBlock: { base: '4', md: '6' },
});
const headingClass = css({
  textStyle: 'h3',
  fontSize: { base: 'xl', md: '2xl' },
  fontWeight: 'bold',
  color: 'fg',
});

/**
 * The frame of every page of this remote (the shell draws the bars around it). `label` names a
 * page that is still loading: it is `aria-busy`, and the shell keeps the server's first screen
 * over it until it is not (issue 9).
 */
export function Page({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return label ? (
    <section className={cx(pageClass, className)} aria-label={label} aria-busy="true">
      {children}
    </section>
  ) : (
    <div className={cx(pageClass, className)}>{children}</div>
  );
}

export function SectionHeading({
  children,
  action,
  id,
}: {
  children: ReactNode;
  action?: ReactNode;
  id?: string;
}) {
  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}
    >
      <h2 id={id} className={headingClass}>
        {children}
      </h2>
      {action}
    </div>
  );
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={headingClass}>{children}</h1>;
}
