import type { ReactNode } from 'react';
import { css, cx } from '#styled-system/css';
import { uiMessages } from '../../messages';

export const stateClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  paddingBlock: '10',
  paddingInline: '4',
  textAlign: 'center',
  color: 'fg.muted',
});
export const stateIconClass = css({ color: 'primary', fontSize: '4xl', lineHeight: '1' });
export const stateTitleClass = css({ textStyle: 'h4', color: 'fg' });

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** e.g. a Button leading somewhere useful. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({
  title = uiMessages.emptyDefault,
  description,
  icon,
  action,
  className,
}: EmptyStateProps) {
  return (
    <section className={cx(stateClass, className)}>
      {icon ? <span className={stateIconClass}>{icon}</span> : null}
      <p className={stateTitleClass}>{title}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </section>
  );
}
