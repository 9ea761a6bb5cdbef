import type { ReactNode } from 'react';
import { cx } from '#styled-system/css';
import { chip } from '#styled-system/recipes';
import { uiMessages } from '../../messages';
import { CloseIcon } from '../icons/icons';

export interface ChipProps {
  children: ReactNode;
  icon?: ReactNode;
  /** Makes the chip a toggle button (aria-pressed). */
  selected?: boolean;
  onClick?: () => void;
  /** Adds a remove button named `removeLabel`. */
  onRemove?: () => void;
  removeLabel?: string;
  className?: string;
}

export function Chip({ children, icon, selected, onClick, onRemove, removeLabel, className }: ChipProps) {
  const styles = chip({ clickable: Boolean(onClick) });
  if (onClick) {
    return (
      <button type="button" aria-pressed={selected} onClick={onClick} className={cx(styles.root, className)}>
        {icon}
        {children}
      </button>
    );
  }
  return (
    <span className={cx(styles.root, className)}>
      {icon}
      {children}
      {onRemove ? (
        <button
          type="button"
          aria-label={
            removeLabel ?? `${uiMessages.remove} ${typeof children === 'string' ? children : ''}`.trim()
          }
          onClick={onRemove}
          className={styles.remove}
        >
          <CloseIcon size="1em" />
        </button>
      ) : null}
    </span>
  );
}
