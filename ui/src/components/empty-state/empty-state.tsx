import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { emptyState } from '#styled-system/recipes';
import { uiMessages } from '../../messages';

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
  const styles = emptyState();
  return (
    <section className={cx(styles.root, className)}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <p className={styles.title}>{title}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </section>
  );
}
