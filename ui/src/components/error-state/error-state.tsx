import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { emptyState } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { Button } from '../button/button';
import { AlertIcon } from '../icons/icons';

export interface ErrorStateProps {
  message?: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables the button with a spinner while a retry is running. */
  retrying?: boolean;
  className?: string;
}

/** Announced error message (role alert) with an optional retry button. */
export function ErrorState({
  message = uiMessages.errorDefault,
  onRetry,
  retryLabel = uiMessages.retry,
  retrying = false,
  className,
}: ErrorStateProps) {
  const styles = emptyState();
  return (
    <section role="alert" className={cx(styles.root, className)}>
      <span className={styles.icon}>
        <AlertIcon />
      </span>
      <p className={styles.title}>{message}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </section>
  );
}
