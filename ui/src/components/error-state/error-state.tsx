import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { uiMessages } from '../../messages';
import { Button } from '../button/button';
import { stateClass, stateIconClass, stateTitleClass } from '../empty-state/empty-state';
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
  return (
    <section role="alert" className={cx(stateClass, className)}>
      <span className={stateIconClass}>
        <AlertIcon />
      </span>
      <p className={stateTitleClass}>{message}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </section>
  );
}
